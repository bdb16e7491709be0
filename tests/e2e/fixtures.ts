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

/** Resolves once the page shown is the app's (or there is no app to wait for); never fails the test itself. */
export async function waitForApp(page: Page): Promise<void> {
  await page
    // Up to 30 s: on a CI machine at load 10 the takeover has been seen to take more than 15, and a tap made before
    // it is lost (the server's button has no code yet).
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !('$_TSR' in window), undefined, { timeout: 30_000 })
    .catch(() => undefined)
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
