/**
 * The install offer (issue 6): only after real engagement (here a second visit), never on a visit's
 * first screen, and "Not now" / "Got it" keeps it away. Each new page is a new browser session (its own
 * sessionStorage), as a new visit from the home screen or a new tab would be.
 */
import { expect, test, waitForApp, type BrowserContext, type Page } from './fixtures.ts'

test.use({ serviceWorkers: 'block' })

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** One visit: the home page, then one navigation (to About). */
async function visit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your City' })).toBeVisible()
  // The server's page is on screen before the app takes it over; a link tapped before that loads the next page
  // afresh, a new first screen.
  await waitForApp(page)
  await expect(page.getByRole('region', { name: 'Install Gala' })).toHaveCount(0) // never on the first screen
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About Gala' })).toBeVisible()
  return page
}

test('on iOS Safari, a second visit gets the Add to Home Screen steps, and Got it puts them away', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI })
  try {
    const first = await visit(context)
    await expect(first.getByRole('region', { name: 'Install Gala' })).toHaveCount(0) // a first visit is not engagement yet
    await first.close()

    const second = await visit(context)
    const offer = second.getByRole('region', { name: 'Install Gala' })
    await expect(offer).toContainText('Add to Home Screen')
    await offer.getByRole('button', { name: 'Got it' }).click()
    await expect(offer).toHaveCount(0)
    await second.close()

    const third = await visit(context)
    await expect(third.getByRole('region', { name: 'Install Gala' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test("where the browser can install, Install opens the browser's own dialog", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  // The browser's beforeinstallprompt, as Chromium fires it once the site is installable.
  await context.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { promptShown: boolean }).promptShown = true
        },
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      })
      window.dispatchEvent(event)
    })
  })
  try {
    await (await visit(context)).close()
    const second = await visit(context)
    const offer = second.getByRole('region', { name: 'Install Gala' })
    await expect(offer).toContainText('Keep showtimes and your saved cinemas one tap away')
    await offer.getByRole('button', { name: 'Install' }).click()
    await expect(offer).toHaveCount(0)
    expect(await second.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true)
  } finally {
    await context.close()
  }
})
