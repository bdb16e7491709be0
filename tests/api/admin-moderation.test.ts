/**
 * Moderation of reviews and replies (issue 15, decision 027): /api/admin/posts and its actions against the
 * real app on a temporary database (SQLite, or PostgreSQL with TEST_DATABASE=postgres): 401/403/400/404,
 * the queue's order and filters, hide with a reason (gone from public reads, averages and counts; the author
 * sees it with the reason), restore, delete, dismiss, bulk, audit entries, and two moderators at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES as MM, type BulkResponse, type ModerationActionResponse, type ModerationListResponse } from '../../api/contracts/admin-moderation.ts'
import { POST_MESSAGES } from '../../api/contracts/posts.ts'
import { createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { fixedClock } from '../../api/clock.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type ErrorJson, type Headers, type PostJson } from './community-support.ts'

let app: TestApp
const clock = fixedClock('2026-11-21T04:00:00Z')
let moderator: Headers
let admin: Headers
let plain: Headers

beforeAll(async () => {
  app = await startTestApp({ clock })
  moderator = (await signedInUser(app, { role: 'moderator' })).headers
  admin = (await signedInUser(app, { isAdmin: true })).headers
  plain = (await signedInUser(app)).headers
})
afterAll(async () => {
  await app?.close()
})

const author = () => signedInUser(app, { name: 'Rosa Santos' })
async function review(slug: string, headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await call<{ data: PostJson }>(app, 'POST', '/api/posts', reviewBody(1, slug, overrides), headers)
  expect(res.status).toBe(201)
  return res.body.data
}
const queue = (query: string, headers = moderator) => call<ModerationListResponse>(app, 'GET', `/api/admin/posts${query}`, undefined, headers)
const hide = (id: number, reason: unknown, headers = moderator) => call<ModerationActionResponse>(app, 'POST', `/api/admin/posts/${id}/hide`, { reason }, headers)
const restore = (id: number, headers = moderator) => call<ModerationActionResponse>(app, 'POST', `/api/admin/posts/${id}/restore`, {}, headers)
const reportPost = (id: number, headers: Headers) => call(app, 'POST', `/api/posts/${id}/report`, { reason: 'spam' }, headers)
const placeStats = async (slug: string) => {
  const res = await call<{ data: { reviewCount: number; averageRating: number | null } }>(app, 'GET', `/api/places/${slug}`)
  return { count: res.body.data.reviewCount, average: res.body.data.averageRating }
}
const audits = (action: string, entityId: number) =>
  app.deps.db.auditLog.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: 'asc' } })

describe('who may moderate', () => {
  it('401 for visitors, 403 for users, 200 for moderators and admins', async () => {
    expect((await queue('', {})).status).toBe(401)
    const forbidden = await queue('', plain)
    expect(forbidden.status).toBe(403)
    expect((forbidden.body as unknown as ErrorJson).message).toBe('Only moderators and administrators can do this.')
    expect((await queue('', moderator)).status).toBe(200)
    expect((await queue('', admin)).status).toBe(200)
    expect((await hide(1, 'x', {})).status).toBe(401)
    expect((await hide(1, 'x', plain)).status).toBe(403)
    expect((await call(app, 'POST', '/api/admin/posts/bulk', { action: 'hide', ids: [1], reason: 'x' }, plain)).status).toBe(403)
    expect((await call(app, 'DELETE', '/api/admin/posts/1', undefined, plain)).status).toBe(403)
  })

  it('400 for bad input, 404 for a post that does not exist', async () => {
    for (const query of ['?postType=story', '?status=gone', '?rating=9', '?contentTypeId=7', '?from=2026-13-40', '?page=0']) {
      expect((await queue(query)).status, query).toBe(400)
    }
    const noReason = await hide(1, '   ')
    expect(noReason.status).toBe(400)
    expect((noReason.body as unknown as ErrorJson).issues?.[0]?.message).toBe(MM.reasonRequired)
    expect((await hide(1, 'x'.repeat(501))).status).toBe(400)
    expect((await call(app, 'POST', '/api/admin/posts/abc/hide', { reason: 'spam' }, moderator)).status).toBe(400)
    expect((await call(app, 'POST', '/api/admin/posts/bulk', { action: 'hide', ids: [], reason: 'x' }, moderator)).status).toBe(400)
    expect((await call(app, 'POST', '/api/admin/posts/bulk', { action: 'hide', ids: [1] }, moderator)).status).toBe(400)
    expect((await call(app, 'POST', '/api/admin/posts/bulk', { action: 'burn', ids: [1] }, moderator)).status).toBe(400)
    const missing = await hide(999_999, 'spam')
    expect(missing.status).toBe(404)
    expect((missing.body as unknown as ErrorJson).message).toBe(MM.postNotFound)
    expect((await restore(999_999)).status).toBe(404)
    expect((await call(app, 'DELETE', '/api/admin/posts/999999', undefined, moderator)).status).toBe(404)
    expect((await call(app, 'POST', '/api/admin/posts/999999/dismiss-reports', {}, moderator)).status).toBe(404)
  })
})

describe('the queue', () => {
  it('lists reported posts first, then the newest; filters by type, rating, author, date and status', async () => {
    const place = await createPlace(app.deps.db, { name: 'Queue Garden' })
    const first = await author()
    const second = await signedInUser(app, { name: 'Tomas Uy', username: 'tomasuy' })
    clock.advance(60_000)
    const older = await review(place.slug, first.headers, { rating: 2 })
    clock.advance(60_000)
    const newer = await review(place.slug, second.headers, { rating: 5 })
    const reply = (await call<{ data: PostJson }>(app, 'POST', '/api/posts', replyBody(newer), first.headers)).body.data
    expect((await reportPost(older.id, plain)).status).toBe(200)

    const list = await queue(`?postType=review`)
    expect(list.status).toBe(200)
    const ids = list.body.data.map((item) => item.id)
    expect(ids).toEqual([older.id, newer.id]) // reported first, though older; then the newest
    expect(list.body.data[0]).toMatchObject({ openReports: 1, reports: [{ reason: 'spam' }], hidden: null, contentName: 'Queue Garden' })

    expect((await queue('?postType=reply')).body.data.map((item) => item.id)).toContain(reply.id)
    expect((await queue('?postType=review')).body.data.map((item) => item.id)).not.toContain(reply.id)
    expect((await queue('?rating=5')).body.data.map((item) => item.id)).toEqual(expect.arrayContaining([newer.id]))
    expect((await queue('?rating=5')).body.data.map((item) => item.id)).not.toContain(older.id)
    expect((await queue('?author=TOMAS')).body.data.map((item) => item.id)).toEqual([newer.id])
    expect((await queue('?status=reported')).body.data.map((item) => item.id)).toEqual([older.id])
    expect((await queue('?contentTypeId=2')).body.data.map((item) => item.id)).not.toContain(newer.id)
    expect((await queue('?from=2000-01-01&to=2000-01-02')).body.data).toEqual([])
    expect((await queue('?from=2026-11-21&to=2026-11-21')).body.data.map((item) => item.id)).toEqual([older.id, newer.id])
    expect((await queue('?from=2026-11-22')).body.data).toEqual([])
  })
})

describe('hiding and restoring', () => {
  it('hides a review with a reason: gone from public reads, the average and the count; the author sees the reason; restore brings it back', async () => {
    const place = await createPlace(app.deps.db, { name: 'Hidden Falls' })
    const rosa = await author()
    const other = await signedInUser(app)
    const bad = await review(place.slug, rosa.headers, { rating: 1, content: 'Spam spam spam' })
    await review(place.slug, other.headers, { rating: 5 })
    await call(app, 'POST', `/api/posts/${bad.id}/like`, undefined, other.headers)
    await reportPost(bad.id, other.headers)
    expect(await placeStats(place.slug)).toEqual({ count: 2, average: 3 })
    expect((await call(app, 'POST', `/api/users/${rosa.user.username}/follow`, undefined, other.headers)).status).toBeLessThan(300)
    const feedPostIds = async () => {
      const feed = await call(app, 'GET', '/api/feed', undefined, other.headers)
      expect(feed.status).toBe(200)
      return JSON.stringify(feed.body).match(new RegExp(`"postId":${bad.id}\\b`, 'g'))?.length ?? 0
    }
    expect(await feedPostIds()).toBeGreaterThan(0)

    const res = await hide(bad.id, 'Advertising is not allowed')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: MM.hidden, data: { id: bad.id, hidden: { reason: 'Advertising is not allowed' }, openReports: 0 } })
    // The report is resolved as actioned.
    expect(await app.deps.db.postReport.findMany({ where: { postId: bad.id }, select: { status: true } })).toEqual([{ status: 'actioned' }])

    // Public reads: the place's average and count, its lists, the post itself, the author's profile lists for others.
    expect(await placeStats(place.slug)).toEqual({ count: 1, average: 5 })
    const reviews = await call<{ data: { id: number }[]; reviewCount: number }>(app, 'GET', `/api/places/${place.slug}/reviews`)
    expect(reviews.body.data.map((row) => row.id)).not.toContain(bad.id)
    const content = await call<{ data: { id: number }[]; reviewCount: number; averageRating: number }>(app, 'GET', `/api/posts/content/1/${place.slug}`)
    expect(content.body).toMatchObject({ reviewCount: 1, averageRating: 5 })
    expect(content.body.data.map((row) => row.id)).not.toContain(bad.id)
    expect((await call(app, 'GET', `/api/posts/${bad.id}`)).status).toBe(404)
    expect((await call(app, 'GET', `/api/posts/${bad.id}`, undefined, other.headers)).status).toBe(404)
    expect((await call(app, 'POST', `/api/posts/${bad.id}/like`, undefined, other.headers)).status).toBe(404)
    const theirPosts = await call<{ data: { id: number }[] }>(app, 'GET', `/api/users/${rosa.user.username}/posts`, undefined, other.headers)
    expect(theirPosts.body.data.map((row) => row.id)).not.toContain(bad.id)
    const activity = await app.deps.db.activity.count({ where: { postId: bad.id } })
    expect(activity).toBeGreaterThan(0) // kept, but not shown:
    const stream = await call<{ data: { id: number; data?: { postId?: number } }[] }>(app, 'GET', `/api/users/${rosa.user.username}/activities`, undefined, other.headers)
    expect(stream.status).toBe(200)
    expect(JSON.stringify(stream.body)).not.toContain(`"postId":${bad.id}`)

    expect(await feedPostIds()).toBe(0)

    // The author sees it, marked hidden with the reason, and can't edit it back.
    const own = await call<{ data: PostJson & { hidden?: { reason: string } } }>(app, 'GET', `/api/posts/${bad.id}`, undefined, rosa.headers)
    expect(own.status).toBe(200)
    expect(own.body.data.hidden).toMatchObject({ reason: 'Advertising is not allowed' })
    const ownList = await call<{ data: (PostJson & { hidden?: { reason: string } })[] }>(app, 'GET', `/api/users/${rosa.user.username}/posts`, undefined, rosa.headers)
    expect(ownList.body.data.find((row) => row.id === bad.id)?.hidden?.reason).toBe('Advertising is not allowed')
    const edit = await call(app, 'PATCH', `/api/posts/${bad.id}`, { content: 'Now it is fine' }, rosa.headers)
    expect(edit.status).toBe(403)
    expect((edit.body as unknown as ErrorJson).message).toBe(POST_MESSAGES.hiddenNoEdit)

    // Hiding twice is a 409 and writes nothing more.
    expect((await hide(bad.id, 'again')).status).toBe(409)
    const hideEntries = await audits('post.hide', bad.id)
    expect(hideEntries).toHaveLength(1)
    expect(JSON.parse(hideEntries[0]!.before!)).toMatchObject({ hiddenAt: null, hiddenReason: null, openReports: 1 })
    expect(JSON.parse(hideEntries[0]!.after!)).toMatchObject({ hiddenReason: 'Advertising is not allowed', openReports: 0, hiddenAt: expect.any(String) })
    expect(hideEntries[0]!.reason).toBe('Advertising is not allowed')

    // Restore brings back the post, the average and the count.
    const back = await restore(bad.id)
    expect(back.status).toBe(200)
    expect(back.body.data).toMatchObject({ hidden: null })
    expect(await placeStats(place.slug)).toEqual({ count: 2, average: 3 })
    expect((await call(app, 'GET', `/api/posts/${bad.id}`)).status).toBe(200)
    expect((await call<{ data: { id: number }[] }>(app, 'GET', `/api/posts/content/1/${place.slug}`)).body.data.map((row) => row.id)).toContain(bad.id)
    expect(await feedPostIds()).toBeGreaterThan(0)
    expect((await restore(bad.id)).status).toBe(409)
    const restoreEntries = await audits('post.restore', bad.id)
    expect(restoreEntries).toHaveLength(1)
    expect(JSON.parse(restoreEntries[0]!.before!)).toMatchObject({ hiddenReason: 'Advertising is not allowed' })
    expect(JSON.parse(restoreEntries[0]!.after!)).toMatchObject({ hiddenAt: null, hiddenReason: null })
  })

  it('a hidden reply leaves its review thread and the reply count', async () => {
    const place = await createPlace(app.deps.db, { name: 'Reply Park' })
    const rosa = await author()
    const other = await signedInUser(app)
    const root = await review(place.slug, rosa.headers)
    const reply = (await call<{ data: PostJson }>(app, 'POST', '/api/posts', replyBody(root, 'Buy cheap watches'), other.headers)).body.data
    expect((await hide(reply.id, 'Spam link')).status).toBe(200)
    const thread = await call<{ data: PostJson }>(app, 'GET', `/api/posts/${root.id}`)
    expect(thread.body.data.replies.map((row) => row.id)).not.toContain(reply.id)
    expect(thread.body.data.replyCount).toBe(0)
    expect((await restore(reply.id)).status).toBe(200)
    expect((await call<{ data: PostJson }>(app, 'GET', `/api/posts/${root.id}`)).body.data.replyCount).toBe(1)
  })

  it('dismissing reports keeps the post; deleting removes it with an audit entry of what it was', async () => {
    const place = await createPlace(app.deps.db, { name: 'Dismiss Plaza' })
    const rosa = await author()
    const post = await review(place.slug, rosa.headers, { content: 'Perfectly fine review' })
    await reportPost(post.id, plain)
    const dismissed = await call<ModerationActionResponse>(app, 'POST', `/api/admin/posts/${post.id}/dismiss-reports`, {}, moderator)
    expect(dismissed.status).toBe(200)
    expect(dismissed.body.data).toMatchObject({ openReports: 0, hidden: null })
    expect((await call(app, 'GET', `/api/posts/${post.id}`)).status).toBe(200)
    expect((await call(app, 'POST', `/api/admin/posts/${post.id}/dismiss-reports`, {}, moderator)).status).toBe(409)
    expect(await audits('post.dismiss-reports', post.id)).toHaveLength(1)

    const deleted = await call<ModerationActionResponse>(app, 'DELETE', `/api/admin/posts/${post.id}`, undefined, admin)
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(MM.deleted)
    expect(await app.deps.db.post.findUnique({ where: { id: post.id } })).toBeNull()
    const [entry] = await audits('post.delete', post.id)
    expect(JSON.parse(entry!.before!)).toMatchObject({ content: 'Perfectly fine review', userId: rosa.user.id })
    expect(entry!.after).toBeNull()
    expect(await placeStats(place.slug)).toEqual({ count: 0, average: null })
  })
})

describe('bulk actions', () => {
  it('hides, restores and deletes several posts, each audited; posts that cannot take the action are skipped', async () => {
    const place = await createPlace(app.deps.db, { name: 'Bulk Market' })
    const posts = []
    for (let i = 0; i < 3; i += 1) posts.push(await review(place.slug, (await author()).headers))
    const ids = posts.map((post) => post.id)
    const bulk = (body: unknown) => call<BulkResponse>(app, 'POST', '/api/admin/posts/bulk', body, moderator)

    const hidden = await bulk({ action: 'hide', ids: [...ids, 999_999], reason: 'Duplicate posts' })
    expect(hidden.status).toBe(200)
    expect(hidden.body.done).toEqual(ids)
    expect(hidden.body.skipped).toEqual([{ id: 999_999, message: MM.postNotFound }])
    expect(await placeStats(place.slug)).toEqual({ count: 0, average: null })
    for (const id of ids) expect(await audits('post.hide', id)).toHaveLength(1)

    const again = await bulk({ action: 'hide', ids, reason: 'Duplicate posts' })
    expect(again.body.done).toEqual([])
    expect(again.body.skipped.map((row) => row.message)).toEqual([MM.alreadyHidden, MM.alreadyHidden, MM.alreadyHidden])

    const restored = await bulk({ action: 'restore', ids: ids.slice(0, 2) })
    expect(restored.body.done).toEqual(ids.slice(0, 2))
    expect((await placeStats(place.slug)).count).toBe(2)

    const deleted = await bulk({ action: 'delete', ids })
    expect(deleted.body.done).toEqual(ids)
    for (const id of ids) expect(await audits('post.delete', id)).toHaveLength(1)
    expect(await app.deps.db.post.count({ where: { id: { in: ids } } })).toBe(0)
  })
})

describe('two moderators at once', () => {
  it('hiding the same post at the same time leaves one hide, one audit entry and a consistent post', async () => {
    const place = await createPlace(app.deps.db, { name: 'Race Track' })
    const post = await review(place.slug, (await author()).headers)
    const second = (await signedInUser(app, { role: 'moderator' })).headers
    const answers = await Promise.all([hide(post.id, 'Reason one'), hide(post.id, 'Reason two', second), hide(post.id, 'Reason three', admin)])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409])
    const entries = await audits('post.hide', post.id)
    expect(entries).toHaveLength(1)
    const row = await app.deps.db.post.findUniqueOrThrow({ where: { id: post.id }, select: { hiddenReason: true, hiddenAt: true } })
    expect(row.hiddenAt).not.toBeNull()
    expect(row.hiddenReason).toBe(entries[0]!.reason)
  })
})
