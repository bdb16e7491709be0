/**
 * Account settings (issue 13) as a person uses them at 360 px: the display name and the avatar colour
 * change on /profile/account and the header shows them at once, without a reload.
 */
import { expect, test, type Page } from '@playwright/test'
import { avatarButton, freshAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

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
