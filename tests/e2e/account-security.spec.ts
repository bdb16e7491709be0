/**
 * Signed-in devices on account settings (issue 13; decision 022) at 360 px: one person signed in on two
 * browsers sees both, signs the other one out from the first, and the other browser is signed out; then
 * "Sign out everywhere else" asks first and ends every other device.
 */
import { expect, test, type Browser, type Page } from './fixtures.ts'
import { freshAccount, openApp, registerUser, signInWithPassword, toastWith, type E2EAccount } from './support.ts'

test.use({ serviceWorkers: 'block' })

const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** A second browser (its own cookies) at 360 px that says it is Safari on an iPhone, signed in as `account`. */
async function iphoneSignedIn(browser: Browser, account: E2EAccount, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, userAgent: SAFARI_IPHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  const page = await context.newPage()
  await signInWithPassword(page, account)
  return page
}

const signedInAs = async (page: Page) => ((await (await page.request.get('/api/user')).json()) as { username: string } | null)?.username ?? null

test('see both devices, sign the other one out, then sign out everywhere else', async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'devices', 'Lia Santos'))
  await signInWithPassword(page, account)
  const iphone = await iphoneSignedIn(browser, account, baseURL!)
  expect(await signedInAs(iphone)).toBe(account.username)

  await openApp(page, '/profile/account')
  const card = page.getByRole('region', { name: "Where you're signed in" })
  const devices = card.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')
  await expect(devices).toHaveCount(2)
  await expect(devices.first()).toContainText('This device')
  await expect(devices.nth(1)).toContainText('Safari on iOS')
  await expect(devices.nth(1)).toContainText('Unknown location')

  await card.getByRole('button', { name: 'Sign out Safari on iOS' }).click()
  await expect(toastWith(page, 'That device was signed out.')).toBeVisible()
  await expect(devices).toHaveCount(1)
  await expect(card).toContainText("You're not signed in anywhere else.")
  // The other browser is signed out: the API no longer knows it, and the app shows the sign-in button.
  expect(await signedInAs(iphone)).toBeNull()
  await openApp(iphone, '/')
  await expect(iphone.getByRole('button', { name: /^Open profile menu/ })).toHaveCount(0)
  await iphone.context().close()

  // Two more devices, then "Sign out everywhere else" with its confirmation.
  const second = await iphoneSignedIn(browser, account, baseURL!)
  const third = await iphoneSignedIn(browser, account, baseURL!)
  await page.reload()
  await expect(devices).toHaveCount(3)
  await card.getByRole('button', { name: 'Sign out everywhere else' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' })
  await expect(dialog).toContainText('The 2 other devices will need to sign in again.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await signedInAs(second)).toBe(account.username)
  await card.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await dialog.getByRole('button', { name: 'Sign out' }).click()
  await expect(toastWith(page, 'Every other device was signed out.')).toBeVisible()
  await expect(devices).toHaveCount(1)
  expect(await signedInAs(second)).toBeNull()
  expect(await signedInAs(third)).toBeNull()
  expect(await signedInAs(page)).toBe(account.username)
  await second.context().close()
  await third.context().close()
})
