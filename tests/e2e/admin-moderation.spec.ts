/**
 * Moderation queues (issue 15, decision 027) at 360 px and 1280 px against the real server: a moderator
 * (not an admin) opens /admin/reviews, finds a reported review first, hides it with a reason; the place no
 * longer shows it; its author sees it marked hidden with the reason on their post page. A moderator still
 * gets Access Denied on admin-only pages.
 */
import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import type { PlaceListResponse } from '../../api/contracts/places.ts'
import type { PostResponse } from '../../api/contracts/posts.ts'
import { freshAccount, moderatorAccount, openApp, registerUser, signInWithPassword, toastWith } from './support.ts'

test('a moderator hides a reported review with a reason, and its author sees the reason', async ({ page }, testInfo) => {
  const tag = randomBytes(3).toString('hex')
  const author = await registerUser(page, freshAccount(testInfo, 'modauthor', `Rosa ${tag}`))
  const reporter = await registerUser(page, freshAccount(testInfo, 'modreporter', `Ben ${tag}`))
  const moderator = await registerUser(page, moderatorAccount(testInfo), { allowExisting: true })
  const places = (await (await page.request.get('/api/places?per_page=20')).json()) as PlaceListResponse
  const place = places.data[testInfo.project.name === 'mobile' ? 16 : 17] ?? places.data[0]!
  const content = `Buy cheap watches at example dot com ${tag}`

  // The author posts a review; someone reports it (through the API, as the pages send them).
  await signInWithPassword(page, author)
  const posted = await page.request.post('/api/posts', { data: { postType: 'review', contentTypeId: 1, externalContentId: place.slug, content, rating: 1 } })
  expect(posted.status(), await posted.text()).toBe(201)
  const review = ((await posted.json()) as PostResponse).data
  await page.request.post('/api/logout')
  await signInWithPassword(page, reporter)
  expect((await page.request.post(`/api/posts/${review.id}/report`, { data: { reason: 'spam' } })).status()).toBe(200)
  await page.request.post('/api/logout')

  // The moderator: admin-only pages stay closed, the reviews queue opens with the reported review.
  await signInWithPassword(page, moderator)
  await openApp(page, '/admin/dashboard')
  await expect(page.getByRole('heading', { name: /access denied/i })).toBeVisible()
  await openApp(page, '/admin/reviews')
  await expect(page.getByRole('heading', { name: 'Review moderation', level: 1 })).toBeVisible()
  await page.getByLabel('Status').selectOption('reported')
  const card = page.getByTestId('moderation-item').filter({ hasText: content })
  await expect(card).toBeVisible()
  await expect(card.getByTestId('open-reports')).toHaveText(/1 open report/)
  await card.getByRole('button', { name: 'Hide' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Hide' })).toBeDisabled() // a reason is required
  await dialog.getByLabel('Reason shown to the author').fill('Advertising is not allowed in reviews')
  await dialog.getByRole('button', { name: 'Hide' }).click()
  await expect(toastWith(page, 'Hidden')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Hiding resolved the report: the post left the "Reported" view.
  await expect(card).toHaveCount(0)
  await page.getByLabel('Status').selectOption('hidden')
  await expect(page.getByTestId('moderation-item').filter({ hasText: content }).getByTestId('hidden-badge')).toContainText('Advertising is not allowed in reviews')

  // Everyone else: the place's reviews no longer have it.
  await page.request.post('/api/logout')
  const list = (await (await page.request.get(`/api/posts/content/1/${place.slug}?page=1`)).json()) as { data: { id: number }[] }
  expect(list.data.map((row) => row.id)).not.toContain(review.id)
  expect((await page.request.get(`/api/posts/${review.id}`)).status()).toBe(404)

  // The author sees it on their post page, marked hidden with the reason, and without Edit.
  await signInWithPassword(page, author)
  await openApp(page, `/profile/${author.username}/post/${review.hashId}`)
  const notice = page.getByTestId('post-hidden-notice')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Hidden by a moderator.')
  await expect(page.getByTestId('post-hidden-reason')).toHaveText('Advertising is not allowed in reviews')
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
})
