/**
 * Playwright's `test`, with one addition for server-rendered pages (issue 21, decision 040): after `page.goto` and
 * `page.reload` it waits until the app has taken the page over (pwa/routes/__root.tsx marks <html data-hydrated>).
 * The server's HTML is on screen before that, and a tap on a button or Enter in a form does nothing until then;
 * the tests were written for a page that appears only once it works. A page the browser renders itself (the app
 * shell) and a page without JavaScript have nothing to take over. Pages of contexts a test makes itself with
 * `browser.newContext()` are not covered: call `waitForApp` there.
 */
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/** How long a page may take to hydrate: on a CI machine at load 10 the takeover has been seen to take more than 15 s. */
/**
 * For a test in a spec that also runs at desktop width (playwright.config.ts DESKTOP_SPECS) whose subject does not
 * depend on the width (a redirect, a not-found page, a script's nonce): it runs at 360 px only.
 */
export const ONE_WIDTH = { tag: '@one-width' }

export const HYDRATION_TIMEOUT_MS = 30_000

/**
 * Resolves once the page shown is the app's, or there is no app to wait for (a page without the app's router data,
 * `$_TSR`: the app shell the browser renders itself, a page without JavaScript, an API answer). Fails the test with
 * a clear message when the app does not hydrate in time: a tap made before the takeover is lost (the server's button
 * has no code yet), so a test that went on would fail later for a reason it does not name.
 */
export async function waitForApp(page: Page, timeout = HYDRATION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !('$_TSR' in window), undefined, {
        timeout: Math.max(1, deadline - Date.now()),
      })
      return
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // The page moved on (a redirect, a reload by the app) while we looked: look again at the new document.
      if (/Execution context was destroyed|navigation/i.test(message) && Date.now() < deadline) continue
      if (/Timeout/i.test(message)) {
        throw new Error(`The app did not hydrate within ${Math.round(timeout / 1000)} s at ${page.url()}: <html> never got data-hydrated (pwa/routes/__root.tsx)`, {
          cause: error,
        })
      }
      throw error
    }
  }
}

const wrapped = new WeakSet<Page>()

function waitAfterNavigations(page: Page): void {
  if (wrapped.has(page)) return
  wrapped.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil === undefined || options.waitUntil === 'load') await waitForApp(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil === undefined || options.waitUntil === 'load') await waitForApp(page)
    return response
  }
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    for (const page of context.pages()) waitAfterNavigations(page)
    context.on('page', waitAfterNavigations)
    await provide(context)
  },
})

/**
 * Waits until the service worker controls the page. The worker first precaches the whole app (about 500 files): 10 to
 * 40 s on a busy 2-core machine, so a test that waits for it should also call `test.slow()`.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await base.expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: 'the service worker controls the page', timeout: 60_000 })
    .toBe(true)
}
