import { expect, test } from './fixtures.ts'
import { adminAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

/**
 * Issue 15 item 4 (system part, decision 030): an administrator opens the system dashboard, purges a cache
 * and finds the purge in the audit log. Runs at 360 px (mobile) and 1280 px (desktop).
 */
test('an admin opens the system dashboard, purges a cache and sees the audit entry', async ({ page }, testInfo) => {
  const account = await registerUser(page, adminAccount(testInfo), { allowExisting: true })
  await signInWithPassword(page, account)
  // Something in the showtimes cache, so the purge has entries to drop.
  expect((await page.request.get('/api/movies/now-showing')).status()).toBe(200)

  await openApp(page, '/admin/dashboard')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'System Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin\/system-dashboard$/)
  await expect(main.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible()
  await expect(main.getByTestId('system-version')).toHaveText(/^\d+\.\d+\.\d+/)
  await expect(main.getByTestId('system-rss')).toHaveText(/\d+(\.\d+)? (MB|GB)/)
  await expect(main.getByTestId('database-size')).toHaveText(/\d/)
  const tables = main.getByRole('table', { name: /Biggest tables/ })
  await expect(tables.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d[\d,]*$/)
  await expect(main.getByTestId('queue-waiting')).toHaveText(/^\d+$/)
  // Nothing wider than the screen at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

  await main.getByRole('navigation', { name: 'System pages' }).getByRole('link', { name: 'Memory' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Memory Monitoring' })).toBeVisible()
  await expect(main.getByTestId('memory-chart')).toBeVisible()

  await main.getByRole('navigation', { name: 'System pages' }).getByRole('link', { name: 'Cache' }).click()
  await expect(page).toHaveURL(/\/admin\/cache$/)
  const card = main.getByTestId('cache-card-showtimes')
  // The figures are shared with the other project's run (one server), which may purge or fill it meanwhile.
  await expect(card.getByTestId('cache-entries')).toHaveText(/^\d[\d,]*$/)
  await card.getByRole('button', { name: 'Purge Movies and showtimes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Purge Movies and showtimes?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Purge cache' }).click()
  await expect(toastWith(page, 'Cache Purged')).toBeVisible()
  await expect(dialog).toBeHidden()

  await main.getByRole('navigation', { name: 'System pages' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()
  await main.getByLabel('Who (username or id)').fill(account.username)
  await main.getByLabel('Action').fill('cache.purge')
  await main.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/action=cache\.purge/)
  const entry = main.getByTestId('audit-entry').first()
  await expect(entry.getByTestId('audit-action')).toHaveText('cache.purge')
  await expect(entry).toContainText('cache showtimes')
  await expect(entry).toContainText(`@${account.username}`)
  // The before/after diff: no entries after (the other project's run may have emptied it just before).
  const row = entry.getByRole('row', { name: /entries/ })
  await expect(row.getByRole('cell').last()).toHaveText('0')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
})
