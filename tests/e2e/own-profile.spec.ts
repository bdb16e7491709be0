/**
 * The own profile /profile (issue 13; doc 3 §2; decision 024) as a person uses it at 360 px: sign in, see
 * the email, the empty Activity Stream with 'Explore movies', the account menu, points, level and streak,
 * and the daily challenge; mark it done and see the points rise, here and on the public profile.
 */
import { expect, test } from './fixtures.ts'
import { POINTS } from '../../api/contracts/points-rules.ts'
import { freshAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

test.use({ serviceWorkers: 'block' })

test('open /profile, see the email, the activity stream and the challenge, complete it and see the points rise', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run at 360 px is enough')
  const account = await registerUser(page, freshAccount(testInfo, 'ownprof', 'Lea Salonga'))
  await signInWithPassword(page, account)
  await openApp(page, '/profile')

  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
  await expect(page.getByTestId('profile-email')).toHaveText(account.email)

  const stream = page.getByRole('region', { name: 'Activity Stream' })
  await expect(stream).toContainText('No activities yet')
  await expect(stream.getByRole('link', { name: 'Explore movies' })).toHaveAttribute('href', '/movies')

  const menu = page.getByRole('navigation', { name: 'Account' })
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
  await expect(menu.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/profile/my-tickets')
  await expect(menu.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', `/profile/${account.username}/notifications`)
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible()

  // Signing in was today's first visit: its point and a streak of one day.
  const stats = page.getByRole('region', { name: 'Stats' })
  const points = stats.getByRole('definition').nth(0)
  await expect(points).toHaveText(String(POINTS['daily-visit']))
  await expect(stats.getByRole('definition').nth(1)).toHaveText('1')
  await expect(stats.getByRole('definition').nth(2)).toHaveText('1')

  const challenge = page.getByRole('region', { name: 'Daily Challenge' })
  await expect(challenge.getByTestId('daily-challenge')).toBeVisible()
  await expect(challenge.getByRole('link').first()).toHaveAttribute('href', /^\/(places|events|movies)\//)
  await challenge.getByRole('button', { name: `Mark as done (+${POINTS['daily-challenge']} points)` }).click()
  await expect(challenge.getByRole('status')).toHaveText('Done for today')
  await expect(toastWith(page, `Challenge complete: +${POINTS['daily-challenge']} points`)).toBeVisible()
  const after = POINTS['daily-visit'] + POINTS['daily-challenge']
  await expect(points).toHaveText(String(after))

  // The server remembers: after a reload it is still done, and the public profile shows the same points.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Daily Challenge' }).getByRole('status')).toHaveText('Done for today')
  await expect(page.getByRole('region', { name: 'Stats' }).getByRole('definition').nth(0)).toHaveText(String(after))
  await page.getByRole('link', { name: 'View public profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${account.username}$`))
  await expect(page.getByTestId('standing-points')).toHaveText(String(after))
  await expect(page.getByTestId('standing-day-streak')).toHaveText('1')
})
