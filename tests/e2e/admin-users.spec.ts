/**
 * /admin/users (issue 15 acceptance 4, decision 028): an admin finds a user and suspends them with a reason;
 * that user, signed in in another browser, is signed out at once and, signing in again, is told why.
 * Runs at 360 px (mobile) and 1280 px (desktop).
 */
import { expect, test } from './fixtures.ts'
import { adminAccount, avatarButton, confirmEmail, freshAccount, openApp, readLatestCode, registerUser, signInWithPassword, toastWith } from './support.ts'

test('an admin suspends a user, who is signed out and sees why when signing in again', async ({ page, browser }, testInfo) => {
  // Two accounts (argon2), a mailed confirmation and a mailed code: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  // The admin (an address on the server's ADMIN_EMAILS, confirmed).
  const admin = adminAccount(testInfo, 'users-admin')
  await registerUser(page, admin, { allowExisting: true })
  await signInWithPassword(page, admin)

  // The user, signed in in a browser of their own, with a confirmed address (so an emailed code can sign them in).
  const userContext = await browser.newContext()
  const userPage = await userContext.newPage()
  const member = freshAccount(testInfo, 'suspendee', 'Pedro Penduko')
  const since = Date.now()
  const registered = await userPage.request.post('/api/register', { data: { username: member.username, email: member.email, password: member.password, name: member.name } })
  expect(registered.status()).toBe(201)
  await confirmEmail(userPage.request, member.email, since)
  await openApp(userPage, '/')
  await expect(avatarButton(userPage)).toBeVisible()

  // The admin searches and opens the user's page.
  await page.goto(`/admin/users?q=${member.username}`)
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: member.name }).click()
  await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1)

  // Suspends with a reason, after the confirmation dialog.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Suspend @${member.username}?` })
  await dialog.getByLabel('Reason (shown to them)').fill('Posting spam links in reviews')
  await dialog.getByRole('button', { name: 'Suspend and sign out' }).click()
  await expect(toastWith(page, `@${member.username} is suspended`)).toBeVisible()
  await expect(page.getByTestId('suspension-status')).toContainText('Posting spam links in reviews')
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible()

  // The user is signed out everywhere: the next load shows a visitor.
  await userPage.reload()
  await expect(userPage.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(avatarButton(userPage)).toHaveCount(0)

  // Signing in again is refused with the reason.
  await userPage.getByRole('button', { name: 'Sign in' }).click()
  const menu = userPage.getByRole('dialog', { name: 'Sign in to Gala' })
  await menu.getByRole('button', { name: 'Sign in with Email' }).click()
  await menu.getByRole('textbox', { name: 'Email or username' }).fill(member.email)
  const codeSince = Date.now()
  await menu.getByRole('button', { name: 'Send Login Code' }).click()
  await menu.getByRole('textbox', { name: 'Login code' }).fill(await readLatestCode(member.email, codeSince))
  await menu.getByRole('button', { name: 'Verify Code' }).click()
  await expect(menu.getByRole('alert')).toContainText('Your account is suspended. Reason: Posting spam links in reviews.')
  await expect(menu.getByRole('alert')).toContainText('You cannot sign in while it lasts.')
  expect(await userPage.request.get('/api/user').then((res) => res.json())).toBeNull()

  // The admin lifts it; the user can sign in again.
  await page.getByRole('button', { name: 'Lift suspension' }).click()
  await page.getByRole('dialog', { name: 'Lift the suspension?' }).getByRole('button', { name: 'Lift suspension' }).click()
  await expect(toastWith(page, 'was lifted')).toBeVisible()
  await signInWithPassword(userPage, member)
  await userContext.close()
})
