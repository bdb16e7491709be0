/**
 * Account settings (issue 13) as a person uses them at 360 px: the display name and the avatar colour
 * change on /profile/account and the header shows them at once, without a reload.
 */
import { expect, test, type Page } from './fixtures.ts'
import { avatarButton, freshAccount, openApp, readLatestCode, readMail, registerUser, signInWithPassword, toastWith } from './support.ts'

test.use({ serviceWorkers: 'block' })

const headerAvatar = (page: Page) => avatarButton(page).locator('[style]').first()

test('change the display name and the avatar colour, and see both in the header', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'settings', 'Juan dela Cruz'))
  await signInWithPassword(page, account)
  await openApp(page, '/profile/account')
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile')
  await expect(avatarButton(page)).toContainText('J')

  const info = page.getByRole('region', { name: 'Profile Information' })
  await expect(info.getByRole('textbox', { name: 'Username' })).toHaveValue(`@${account.username}`)
  await expect(info.getByRole('textbox', { name: 'Username' })).not.toBeEditable()
  await expect(info.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email)
  await expect(info.getByRole('textbox', { name: 'Email' })).not.toBeEditable()

  const name = info.getByRole('textbox', { name: 'Display name' })
  await name.fill('M')
  await info.getByRole('button', { name: 'Save changes' }).click()
  await expect(info.getByRole('alert')).toHaveText('Name must be at least 2 characters')
  await name.fill('Maria Santos')
  await info.getByRole('button', { name: 'Save changes' }).click()
  await expect(toastWith(page, 'Profile updated')).toBeVisible()
  await expect(avatarButton(page)).toContainText('M')

  const before = await headerAvatar(page).evaluate((el) => getComputedStyle(el).backgroundColor)
  const colours = page.getByRole('region', { name: 'Avatar colour' })
  await expect(colours.getByRole('radio')).toHaveCount(6)
  await expect(colours.getByRole('radio', { name: 'Blue' })).toBeChecked()
  await colours.getByRole('radio', { name: 'Pink' }).check()
  await expect(toastWith(page, 'Avatar colour updated')).toBeVisible()
  await expect(colours.getByRole('radio', { name: 'Pink' })).toBeChecked()
  await expect.poll(() => headerAvatar(page).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before)

  await avatarButton(page).click()
  await expect(page.getByRole('dialog', { name: 'Your account' })).toContainText('Maria Santos')
  // The server kept both.
  const me = (await (await page.request.get('/api/user')).json()) as { displayName: string; avatarColor: string }
  expect(me).toMatchObject({ displayName: 'Maria Santos', avatarColor: '#ec4899' })
})

test('change the username with the mailed code, then reach the profile at its new address and from the old one', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'rename', 'Rosa Lim'))
  await signInWithPassword(page, account)
  await openApp(page, '/profile/account')
  const card = page.getByRole('region', { name: 'Username' })
  const since = Date.now()
  await card.getByRole('button', { name: 'Change username' }).click()
  await expect(card.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
  const code = await readLatestCode(account.email, since, /username change code/i)

  // An invalid name: the messages as a list, with suggestions to pick from.
  await card.getByRole('textbox', { name: 'New username' }).fill('_x')
  await card.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await card.getByRole('button', { name: 'Submit' }).click()
  const problem = card.getByRole('alert')
  await expect(problem).toContainText('Username must be at least 3 characters')
  await expect(problem).toContainText('Username can only contain letters, numbers, underscores, and hyphens')

  const newName = `${account.username.slice(0, 20)}-new`
  await card.getByRole('textbox', { name: 'New username' }).fill(newName)
  await card.getByRole('button', { name: 'Submit' }).click()
  await expect(toastWith(page, 'Username changed')).toBeVisible()
  await expect(card).toContainText(`@${newName}`)

  await card.getByRole('link', { name: 'View your profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${newName}$`))
  await expect(page.getByText(`@${newName}`).first()).toBeVisible()

  // The old address is replaced by the new one (no history entry left behind for it).
  await page.goto('/')
  await page.goto(`/profile/${account.username}/followers`)
  await expect(page).toHaveURL(new RegExp(`/profile/${newName}/followers$`))
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('forgot password → the mailed link → a new password → sign in with it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'reset', 'Lea Cruz'))
  await openApp(page, '/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')
  const since = Date.now()
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this email address' })).toBeVisible()

  let link = ''
  await expect
    .poll(async () => {
      const mail = (await readMail(account.email)).filter((m) => Date.parse(m.date) >= since - 1000 && /reset your gala password/i.test(m.subject)).at(-1)
      link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  await page.goto(new URL(link).pathname)
  const newPassword = 'a-brand-new-password-2'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible()

  // The old password no longer works; the new one does, and the header shows the person signed in.
  expect((await page.request.post('/api/login', { data: { username: account.username, password: account.password } })).status()).toBe(401)
  await signInWithPassword(page, { ...account, password: newPassword })
  await openApp(page, '/')
  await expect(avatarButton(page)).toBeVisible()
  // The link worked once.
  const again = await page.request.post('/api/reset-password', { data: { token: new URL(link).pathname.split('/').at(-1), password: 'yet-another-pass-3' } })
  expect(again.status()).toBe(400)
})
