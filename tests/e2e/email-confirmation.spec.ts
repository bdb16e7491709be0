/**
 * Confirming the address of a password registration (decision 015) as a person does at 360 px: the
 * account menu leads to Account Settings, the "Confirm your email" card takes the code from the real mail.
 */
import { expect, test } from './fixtures.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { CONFIRMATION_SUBJECT, avatarButton, freshAccount, openApp, readLatestCode, readMail } from './support.ts'

test.use({ serviceWorkers: 'block' })

test('register, see "Confirm your email", enter the mailed code, see it confirmed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = freshAccount(testInfo, 'confirm')
  const since = Date.now()
  const registered = await page.request.post('/api/register', {
    data: { username: account.username, email: account.email, password: account.password, name: account.name },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  expect(((await registered.json()) as PublicUser).emailVerified).toBe(false)

  await openApp(page, '/')
  await avatarButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Your account' })
  const settings = menu.getByRole('link', { name: /Account Settings/ })
  await expect(settings).toContainText('Confirm your email')
  await settings.click()

  const card = page.getByRole('region', { name: 'Confirm your email' })
  await expect(card).toBeVisible()
  await expect(card).toContainText(account.email)
  // Registration just mailed a code: Resend waits out the 60 s, counting down.
  const resend = card.getByRole('button', { name: /^Resend code in \d+ s$/ })
  await expect(resend).toBeDisabled()
  const first = Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')![1])
  // What is left of the 60 s is what has not yet passed since registering (a busy machine takes a while to get here).
  expect(first).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - since) / 1000) - 1)
  expect(first).toBeLessThanOrEqual(60)
  await expect(card.getByRole('button', { name: `Resend code in ${first - 1} s` })).toBeVisible({ timeout: 2500 })

  const code = await readLatestCode(account.email, since, CONFIRMATION_SUBJECT)
  const mail = (await readMail(account.email)).find((sent) => CONFIRMATION_SUBJECT.test(sent.subject))!
  const link = new URL(/https?:\/\/\S+\/profile\/account\?code=\d{6}/.exec(mail.text)![0])
  expect(link.searchParams.get('code')).toBe(code)
  // The mailed link opens the same card with the code filled in; opening it confirms nothing by itself.
  await page.goto(link.pathname + link.search)
  await expect(card.getByRole('textbox', { name: 'Confirmation code' })).toHaveValue(code)
  expect(((await (await page.request.get('/api/user')).json()) as PublicUser).emailVerified).toBe(false)
  await card.getByRole('textbox', { name: 'Confirmation code' }).fill(code)
  await card.getByRole('button', { name: 'Confirm email' }).click()

  const confirmed = page.getByRole('region', { name: 'Email address' })
  await expect(confirmed).toContainText(`${account.email} is confirmed.`)
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0)
  const user = (await (await page.request.get('/api/user')).json()) as PublicUser
  expect(user.emailVerified).toBe(true)
  // Nothing overflows at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
