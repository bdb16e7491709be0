import { expect, test, type Locator } from './fixtures.ts'
import type { AdminDashboard } from '../../api/contracts/admin-dashboard.ts'
import { adminAccount, freshAccount, openApp, registerUser, signInWithPassword } from './support.ts'

const FIGURES = ['New accounts', 'Reviews', 'Replies', 'Reports', 'Release alerts sent', 'Release alerts failed', 'Server errors']

const figureValue = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ''))

/**
 * Issue 15 (/admin/dashboard, decision 031): an administrator sees today's and this week's figures with a
 * 30-day chart each, a new account shows up in them, and a figure leads to its page. Other specs share the
 * server and database, so counts are compared with what this test saw before, never asserted exactly.
 * Runs at 360 px (mobile) and 1280 px (desktop).
 */
test('an admin sees the site figures and charts, and follows a figure to its page', async ({ page }, testInfo) => {
  const account = await registerUser(page, adminAccount(testInfo, 'dash-admin'), { allowExisting: true })
  await signInWithPassword(page, account)

  await openApp(page, '/admin/dashboard')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const figures = main.getByRole('list', { name: 'Site figures' })
  await expect(figures.getByRole('listitem')).toHaveCount(FIGURES.length)
  for (const name of FIGURES) await expect(figures.getByRole('heading', { level: 3, name })).toBeVisible()
  const accountsToday = main.getByTestId('dashboard-accounts-today')
  await expect(accountsToday).toHaveText(/^\d[\d,]*$/)
  const before = await figureValue(accountsToday)
  // Today is part of this week.
  expect(await figureValue(main.getByTestId('dashboard-accounts-week'))).toBeGreaterThanOrEqual(before)

  // Each chart: an image named with its summary, and its 30 days as a table for screen readers.
  for (const name of FIGURES) {
    const chart = figures.getByRole('img', {
      name: new RegExp(`^${name}, last 30 days: \\d+ in all`),
    })
    await expect(chart).toBeVisible()
  }
  const accountsChart = main.getByTestId('dashboard-chart-accounts')
  await expect(accountsChart.getByRole('table', { name: /New accounts per day, last 30 days/ }).locator('tbody tr')).toHaveCount(30)
  await expect(main.getByTestId('dashboard-reports-waiting')).toHaveText(/waiting|No reports waiting/)

  // A new account (registered by someone else) is counted on the next look.
  await registerUser(page, freshAccount(testInfo, 'dash-new'), {})
  await signInWithPassword(page, account)
  const api = await page.request.get('/api/admin/dashboard')
  expect(api.status()).toBe(200)
  const body = (await api.json()) as AdminDashboard
  expect(body.figures.accounts.series).toHaveLength(30)
  expect(body.figures.accounts.today).toBeGreaterThanOrEqual(before + 1)
  await page.reload()
  await expect.poll(() => figureValue(main.getByTestId('dashboard-accounts-today'))).toBeGreaterThanOrEqual(before + 1)
  // The signed-in card and the tool links are still there, below the figures.
  await expect(main.getByTestId('admin-signed-in-as')).toContainText(`@${account.username}`)
  await expect(main.getByRole('list', { name: 'System tools' })).toBeVisible()
  // Nothing wider than the screen at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

  await figures.getByRole('link', { name: 'New accounts' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await page.goBack()
  await figures.getByRole('link', { name: 'Release alerts failed' }).click()
  await expect(page).toHaveURL(/\/admin\/release-alerts$/)
})
