import { randomBytes } from 'node:crypto'
import { expect, ONE_WIDTH, test, type Page, type Response } from './fixtures.ts'
import { adminAccount, openApp, registerUser, signInWithPassword } from './support.ts'

// This spec needs the service worker (the project default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** Hosts that are not the app's own: localhost and 127.0.0.1 are first party. */
const isThirdParty = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return (protocol === 'http:' || protocol === 'https:') && hostname !== 'localhost' && hostname !== '127.0.0.1'
}

const scriptsPolled = (page: Page) => page.waitForResponse((res: Response) => res.url().includes('/api/scripts/public') && res.status() === 200)

/**
 * Opens `path` and waits until the app has fetched the site scripts and applied them to the page: the injector marks
 * <html data-site-scripts="{path}"> once it has run with the list it was given (pwa/features/site-scripts). After that
 * a script that has not run will not run on this page.
 */
async function openAndSettle(page: Page, path: string) {
  const polled = scriptsPolled(page)
  await openApp(page, path)
  await polled
  await page.waitForFunction(() => document.documentElement.dataset.siteScripts === window.location.pathname, null, { timeout: 15_000 })
}

/**
 * Waits until the page has decided about the consent banner (<html data-consent-banner>, set when the banner's host
 * has rendered: "hidden", or "shown" once the banner is on screen), then checks that it stays away.
 */
async function expectNoBanner(page: Page) {
  const root = page.locator('html')
  await expect(root).toHaveAttribute('data-consent-banner', /^(hidden|shown)$/, { timeout: 15_000 })
  await expect(root).toHaveAttribute('data-consent-banner', 'hidden')
  await expect(page.getByRole('region', { name: 'Cookies on Gala' })).toHaveCount(0)
}

// Issue 16 acceptance 2: a header script saved in the admin runs on / (once cookies are accepted) with the page's
// nonce, but not on a ticket page, an excluded page or an admin page; refused, nothing leaves for a third party.
test('a saved header script runs with the nonce on public pages only, after consent', ONE_WIDTH, async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const tag = `${testInfo.project.name}_${randomBytes(3).toString('hex')}`
  const marker = `__galaScriptRan_${tag}`
  const partnerHost = `partner-${tag.replace('_', '-')}.example.invalid`
  const name = `E2E marker ${tag}`
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (isThirdParty(request.url())) thirdParty.push(request.url())
  })
  page.on('dialog', (dialog) => void dialog.accept())
  const ran = () => page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, marker)

  const account = await registerUser(page, adminAccount(testInfo, 'scripts-admin'), { allowExisting: true })
  await signInWithPassword(page, account)

  try {
    // The banner asks on the first visit; Refuse is remembered.
    await openApp(page, '/admin/script-management')
    const banner = page.getByRole('region', { name: 'Cookies on Gala' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy')
    await banner.getByRole('button', { name: 'Refuse' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('gala:consent'))).toBe('denied')

    // Save a header script (an inline marker and a partner tag) that leaves out /events.
    await expect(page.getByRole('heading', { name: 'Script Management', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Add script' }).click()
    const form = page.getByRole('form', { name: 'New script' })
    await form.getByRole('button', { name: 'Add script' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Markup').fill(`<script>window.${marker} = true</script>\n<script src="https://${partnerHost}/tag.js" async></script>`)
    await form.getByLabel('Excluded paths').fill('/events')
    await form.getByRole('button', { name: 'Add script' }).click()
    const row = page.getByTestId('script-row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await expect(row).toContainText('After consent')

    // /admin/scripts explains where it runs.
    await page.getByRole('link', { name: 'What each page injects' }).click()
    await expect(page.getByRole('heading', { name: 'Scripts by page' })).toBeVisible()
    const preview = page.getByTestId('preview-row').filter({ hasText: name })
    await expect(preview).toContainText('Runs once the visitor accepts cookies')
    await page.getByRole('group', { name: 'Common pages' }).getByRole('button', { name: '/tickets', exact: true }).click()
    await expect(preview).toContainText('Ticket pages never receive site scripts')
    await page.getByLabel('Page path').fill('/events/some-fair')
    await page.getByRole('button', { name: 'Check' }).click()
    await expect(preview).toContainText('Excluded by the script (/events)')

    // Refused: on / nothing of it runs and no request leaves for a third-party host.
    await openAndSettle(page, '/')
    await expect(page.getByRole('region', { name: 'Cookies on Gala' })).toHaveCount(0)
    expect(await ran()).toBe(false)
    expect(thirdParty).toEqual([])

    // Cookie settings → Accept: the script runs at once, carrying the page's nonce.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await page.getByRole('region', { name: 'Cookies on Gala' }).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(ran).toBe(true)
    const nonces = await page.evaluate((key) => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')
      const script = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-gala-script]')).find((element) => element.text.includes(key))
      return {
        page: meta?.nonce ?? '',
        script: script?.nonce ?? '',
        attribute: script?.getAttribute('nonce') ?? null,
      }
    }, marker)
    expect(nonces.page).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    expect(nonces.script).toBe(nonces.page)
    // Nothing without the nonce runs inline: the policy stays strict.
    const inlineRan = await page.evaluate(async () => {
      const rogue = document.createElement('script')
      rogue.text = 'window.__galaRogue = true'
      document.body.append(rogue)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __galaRogue?: boolean }).__galaRogue === true
    })
    expect(inlineRan).toBe(false)
    await expect.poll(() => thirdParty.some((url) => url.includes(partnerHost))).toBe(true)

    // Accept is remembered: a new document, answered by the service worker from its precache with a nonce of its
    // own (sw/document-nonce.ts), runs it again.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active !== null))).toBe(true)
    await openAndSettle(page, '/')
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expect(page.getByRole('region', { name: 'Cookies on Gala' })).toHaveCount(0)
    await expect.poll(ran).toBe(true)
    const swNonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce ?? '')
    expect(swNonce).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    expect(swNonce).not.toBe(nonces.page)
    expect(await page.evaluate(() => localStorage.getItem('gala:consent'))).toBe('granted')

    // Never on ticket pages, the page it excludes, or admin pages.
    for (const path of ['/tickets', '/movies/tickets/1/schedule/1', '/events', '/admin/script-management']) {
      await openAndSettle(page, path)
      expect(await ran(), path).toBe(false)
    }
  } finally {
    // Other specs share the server: delete the script (through the page when it is there, else the API).
    await openApp(page, '/admin/script-management')
    const row = page.getByTestId('script-row').filter({ hasText: name })
    if (await row.count()) {
      await row.getByRole('button', { name: `Delete ${name}` }).click()
      await expect(row).toHaveCount(0)
    }
  }
})

test('the consent banner: small at the bottom, answered with the keyboard, remembered, and never shown under GPC', async ({ page, browser }) => {
  // Four page loads, one of them in a context of its own.
  test.setTimeout(120_000)
  // Not on a ticket purchase page, whose own controls own the bottom of the screen.
  await openApp(page, '/movies/tickets/buy')
  await expectNoBanner(page)
  await openApp(page, '/')
  const banner = page.getByRole('region', { name: 'Cookies on Gala' })
  await expect(banner).toBeVisible()
  const box = (await banner.boundingBox())!
  const viewport = page.viewportSize()!
  // Fixed to the bottom edge, and leaving most of the screen to the page.
  expect(Math.round(box.y + box.height)).toBe(viewport.height)
  expect(box.height).toBeLessThan(viewport.height * 0.3)
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')

  const accept = banner.getByRole('button', { name: 'Accept' })
  await accept.focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expectNoBanner(page)
  expect(await page.evaluate(() => localStorage.getItem('gala:consent'))).toBe('granted')

  // Global Privacy Control: no question, and Cookie settings says why.
  const context = await browser.newContext({ viewport })
  try {
    const gpc = await context.newPage()
    await gpc.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
      }),
    )
    await openApp(gpc, '/')
    // The footer's Cookie settings is a button of the app: a tap before the takeover would be lost.
    await expect(gpc.locator('html')).toHaveAttribute('data-hydrated', { timeout: 30_000 })
    await expectNoBanner(gpc)
    await gpc.getByRole('button', { name: 'Cookie settings' }).click()
    const settings = gpc.getByRole('region', { name: 'Cookies on Gala' })
    await expect(settings).toContainText('Your browser asks sites not to track you')
    await expect(settings.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await settings.getByRole('button', { name: 'Close' }).click()
    await expect(settings).toHaveCount(0)
  } finally {
    await context.close()
  }
})
