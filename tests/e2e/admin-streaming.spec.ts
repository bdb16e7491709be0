import { expect, test } from './fixtures.ts'
import type { AuditLogPage } from '../../api/contracts/audit-log.ts'
import type { AdminStreamingShowListResponse } from '../../api/contracts/tv.ts'
import { adminAccount, freshAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

/**
 * Issue 18 (the admin page of the streaming titles, decision 039): an administrator adds a title (the server's
 * message first for a missing title), finds it, renames it, and deletes it; each write is in the audit log, and the
 * public network page follows. Each project works on a title of its own.
 */
test('an admin adds, edits and deletes a streaming title, and each write is audited', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const title = `Gala Test Series ${testInfo.project.name} ${Date.now().toString(36)}`
  const renamed = `${title} Reloaded`
  const account = await registerUser(page, adminAccount(testInfo, 'streaming-admin'), { allowExisting: true })
  await signInWithPassword(page, account)

  await openApp(page, '/admin/streaming-shows')
  await expect(page.getByRole('heading', { level: 1, name: 'Streaming Shows' })).toBeVisible()
  await expect(page.getByTestId('streaming-show').first()).toBeVisible()

  // A title with no name: the shared contract's message by the field.
  await page.getByRole('button', { name: 'New title' }).click()
  const form = page.getByRole('form', { name: 'New streaming title' })
  await form.getByLabel('Network').selectOption('max')
  const inTenDays = new Date(Date.now() + 8 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10)
  await form.getByLabel(/Streaming date/).fill(inTenDays)
  await form.getByRole('button', { name: 'Add title' }).click()
  await expect(form.getByText('Title is required')).toBeVisible()
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Title').fill(title)
  await form.getByLabel(/Genres/).fill('Drama, Thriller')
  await form.getByLabel('Synopsis').fill('Made by the admin streaming test.')
  await form.getByRole('button', { name: 'Add title' }).click()
  await expect(toastWith(page, 'Title added')).toBeVisible()
  await expect(form).toHaveCount(0)

  // Found by search; upcoming on Max, nobody waiting yet.
  await page.getByRole('searchbox', { name: 'Search titles' }).fill(title)
  const row = page.getByTestId('streaming-show').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Upcoming')
  await expect(row).toContainText('Max')
  await expect(row.getByTestId('waiting-alerts')).toHaveText('0 alerts waiting')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

  // The public network page lists it.
  const list = (await (await page.request.get(`/api/admin/streaming-shows?q=${encodeURIComponent(title)}`)).json()) as AdminStreamingShowListResponse
  const created = list.data[0]!
  expect(created).toMatchObject({ title, network: { slug: 'max' }, streaming_date: inTenDays, genres: ['Drama', 'Thriller'] })
  const network = await (await page.request.get('/api/tv/networks/max')).text()
  expect(network).toContain(title)

  // Rename it.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('form', { name: `Edit “${title}”` })
  await edit.getByLabel('Title').fill(renamed)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(toastWith(page, 'Title updated')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search titles' }).fill(renamed)
  const renamedRow = page.getByTestId('streaming-show').filter({ has: page.getByRole('heading', { name: renamed }) })
  await expect(renamedRow).toHaveCount(1)

  // Delete it, after a confirmation.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click()
  await renamedRow.getByRole('group', { name: `Delete ${renamed}?` }).getByRole('button', { name: 'Delete title' }).click()
  await expect(toastWith(page, 'Title deleted')).toBeVisible()
  await expect(renamedRow).toHaveCount(0)
  await expect(page.getByText('No titles match.')).toBeVisible()

  // Three audited writes, with the rename's before and after.
  const audit = (await (
    await page.request.get(`/api/admin/audit-log?entity_type=streaming-show&entity_id=${created.id}`)
  ).json()) as AuditLogPage
  expect(audit.data.map((entry) => entry.action).sort()).toEqual(['streaming-show.create', 'streaming-show.delete', 'streaming-show.update'])
  const update = audit.data.find((entry) => entry.action === 'streaming-show.update')!
  expect(update.before).toMatchObject({ title })
  expect(update.after).toMatchObject({ title: renamed })
  expect(update.actor?.username).toBe(account.username)
})

test('a signed-in person who is not an administrator is refused the page and its API', async ({ page }, testInfo) => {
  await signInWithPassword(page, await registerUser(page, freshAccount(testInfo, 'streaming-nobody')))
  await openApp(page, '/admin/streaming-shows')
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  expect((await page.request.get('/api/admin/streaming-shows')).status()).toBe(403)
  expect((await page.request.post('/api/admin/streaming-shows', { data: { title: 'Nope', network: 'max', streamingDate: '2030-01-01' } })).status()).toBe(403)
})
