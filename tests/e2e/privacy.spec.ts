/**
 * Privacy & data (issue 13; decision 023) as a person uses it at 360 px: keep the activity private, download
 * the data file (it parses and holds the account's email), then delete the account with the code mailed to
 * the local SMTP catcher, and land signed out on the home page.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'
import { avatarButton, freshAccount, openApp, readLatestCode, registerUser, signInWithPassword, toastWith } from './support.ts'

test.use({ serviceWorkers: 'block' })

test('keep activity private, download my data, delete my account with the mailed code', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'privacy', 'Lea Reyes'))
  await signInWithPassword(page, account)
  await openApp(page, '/profile/account')
  const card = page.getByRole('region', { name: 'Privacy & data' })
  await expect(card).toBeVisible()

  // The switch: private, and the server keeps it.
  const toggle = card.getByRole('switch', { name: 'Keep my activity private' })
  await expect(toggle).toBeEnabled()
  await expect(toggle).not.toBeChecked()
  await toggle.click()
  await expect(toastWith(page, 'Privacy updated')).toBeVisible()
  await expect(toggle).toBeChecked()
  expect(await (await page.request.get('/api/user/privacy')).json()).toEqual({ activityPrivate: true })
  // Someone else (a visitor, in a browser of their own) sees the Activity tab say so.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } })
  await visitor.goto(`/profile/${account.username}/activity`)
  await expect(visitor.getByTestId('activity-private')).toHaveText('This person keeps their activity private.')
  await visitor.close()

  // A real download: a JSON file named for the account, holding its email.
  const downloading = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(new RegExp(`^gala-data-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { data: { User: { email: string; username: string } } }
  expect(file.data.User).toMatchObject({ email: account.email, username: account.username })

  // Delete: the warning, the mailed code, then signed out on the home page.
  await card.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText('It cannot be undone.')
  const since = Date.now()
  await dialog.getByRole('button', { name: 'Email me a code' }).click()
  const code = await readLatestCode(account.email, since, /account deletion code/i)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill('12345')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Verification code must be 6 digits')
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()

  await expect(toastWith(page, 'Account deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(avatarButton(page)).toHaveCount(0)
  expect(await (await page.request.get('/api/user')).json()).toBeNull()
  // The account is gone: its password no longer signs in.
  const login = await page.request.post('/api/login', { data: { username: account.username, password: account.password } })
  expect(login.status()).toBeGreaterThanOrEqual(400)
})
