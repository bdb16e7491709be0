/**
 * Server rendering (issue 21): the first screen of every public page kind is in the HTML the server sends, the
 * browser takes it over without a hydration error or a layout shift, a signed-in person then sees their own
 * state, and an installed app still opens a rendered page and a never-visited one with no signal.
 */
import { expect, test, type Page } from '@playwright/test'
import { adminAccount, openApp, registerUser, signInWithPassword, avatarButton } from './support.ts'
import { publicPages, type PublicPage } from './ssr-pages.ts'
import { waitForApp, waitForServiceWorker } from './fixtures.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

let pages: PublicPage[] = []

test.beforeAll(async ({ request }) => {
  pages = await publicPages(request)
})

test('acceptance 1: with JavaScript off, each public page kind shows its own heading and main content', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the HTML does not depend on the width')
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const page = await context.newPage()
  for (const entry of pages) {
    await test.step(`${entry.kind}: ${entry.path}`, async () => {
      const response = await page.goto(entry.path)
      expect(response?.status(), entry.path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading)
      await expect(page.locator('#main')).toContainText(entry.content)
      // No "needs JavaScript" notice on a page that is all there.
      await expect(page.getByText('Gala needs JavaScript')).toHaveCount(0)
    })
  }
  await context.close()
})

test('a rendered page asks for its code after the first paint, its entry alone, with no module preloads', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the HTML does not depend on the width')
  const theater = pages.find((entry) => entry.kind === 'theater')!
  const html = await (await request.get(theater.path)).text()
  // The entry is added by the loader at the end of the body; no module is preloaded (decision 040, "Blocking time").
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toMatch(/<script type="module"/)
  expect(html).not.toContain('modulepreload')
  const loader = html.match(/<script nonce="[^"]+" id="gala-code">[^<]*\(("[^"]+")\)<\/script>/)
  expect(loader, 'the code loader').not.toBeNull()
  expect(JSON.parse(loader![1]!)).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  // In the browser the page's own code still arrives: the theater page's chunk (it holds the spinner's text) is
  // fetched as the app takes the page over, and no modulepreload link is ever added.
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto(theater.path)
  await waitForApp(page)
  await expect.poll(async () => (await Promise.all(scripts.map(async (url) => (await request.get(url)).text()))).some((body) => body.includes('Loading showtimes'))).toBe(true)
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
})

/** The page's layout shifts so far (the CLS score's raw sum), from the buffered layout-shift entries. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
}

/** Console errors and page errors of `page` from now on (hydration mismatches are reported as errors). */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const signedIn of [false, true]) {
  test(`acceptance 3 (${signedIn ? 'signed in' : 'visitor'}): each page hydrates at 360 px without an error or a layout shift${signedIn ? ', then shows the person their own state' : ''}`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'checked at 360 px')
    // Eleven pages, each opened and left to settle: three times the usual time.
    test.slow()
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' })
    const page = await context.newPage()
    if (signedIn) {
      const account = adminAccount(testInfo)
      await openApp(page, '/auth')
      await registerUser(page, account, { allowExisting: true })
      await signInWithPassword(page, account)
    }
    for (const entry of pages) {
      await test.step(`${entry.kind}: ${entry.path}`, async () => {
        const errors = recordErrors(page)
        await page.goto(entry.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading)
        // Hydrated: the account part of the header shows who is there (it waits for hydration).
        await expect(page.getByRole('status', { name: 'Loading account' })).toHaveCount(0)
        if (signedIn) await expect(avatarButton(page)).toBeVisible()
        else await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(errors.filter((text) => !/Failed to load resource/.test(text)), `console errors on ${entry.path}`).toEqual([])
        expect(await layoutShift(page), `layout shift on ${entry.path}`).toBeLessThan(0.05)
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
      })
    }
    await context.close()
  })
}

test('acceptance 4: an installed app reopens a rendered page and a never-visited one with no signal', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the offline shell does not depend on the width')
  // Waits for the service worker's install (below), then opens three pages.
  test.slow()
  const theater = pages.find((entry) => entry.kind === 'theater')!
  const never = pages.find((entry) => entry.kind === 'event')!
  const response = await page.goto(theater.path)
  // The server's rendering: the showtimes are in the HTML itself.
  expect(await response!.text()).toContain(theater.content)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(theater.heading)
  await waitForServiceWorker(page)
  // Opened once more under the service worker, so the page's data is saved for offline use.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(theater.heading)
  await expect(page.getByText(theater.content).first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await page.goto(theater.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(theater.heading)
  await expect(page.getByText(theater.content).first()).toBeVisible()
  await expect(page.getByTestId('freshness')).toContainText('Offline')

  // A page never opened: the app shell answers and says it needs a connection.
  await page.goto(never.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re offline')
  await context.setOffline(false)
})
