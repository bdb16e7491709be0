import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { AuditLogPage } from '../../api/contracts/audit-log.ts'
import { stopSystemMonitor } from '../../api/modules/admin-system/monitor.ts'
import { recordAudit } from '../../api/modules/audit/audit.service.ts'
import { createMovie } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { json, send } from './push-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Awaited<ReturnType<typeof signedInUser>>
let otherAdmin: Awaited<ReturnType<typeof signedInUser>>
let moderator: Awaited<ReturnType<typeof signedInUser>>
let fan: Awaited<ReturnType<typeof signedInUser>>

/** Seeded entries: written at fixed instants (the table's createdAt), by two admins. */
async function seed() {
  const db = app.deps.db
  const at = (iso: string) => new Date(iso)
  const rows = [
    { actorId: admin.user.id, action: 'post.hide', entityType: 'post', entityId: '11', createdAt: at('2026-11-10T02:00:00Z'), before: '{"hiddenAt":null}', after: '{"hiddenAt":"2026-11-10T02:00:00.000Z"}' },
    { actorId: admin.user.id, action: 'post.unhide', entityType: 'post', entityId: '11', createdAt: at('2026-11-12T02:00:00Z') },
    { actorId: otherAdmin.user.id, action: 'user.role', entityType: 'user', entityId: String(fan.user.id), createdAt: at('2026-11-14T15:59:59Z'), before: '{"role":"user"}', after: '{"role":"moderator"}' },
    // 00:30 Manila on the 15th (16:30 UTC on the 14th): a Manila day boundary.
    { actorId: otherAdmin.user.id, action: 'cache.purge', entityType: 'cache', entityId: 'showtimes', createdAt: at('2026-11-14T16:30:00Z'), before: '{"entries":4}', after: '{"entries":0}' },
  ]
  for (const row of rows) await db.auditLog.create({ data: row })
}

beforeAll(async () => {
  app = await startTestApp({ clock })
  admin = await signedInUser(app, { role: 'admin', username: 'ana_admin' })
  otherAdmin = await signedInUser(app, { role: 'admin', username: 'ben_admin' })
  moderator = await signedInUser(app, { role: 'moderator' })
  fan = await signedInUser(app)
  await seed()
})
afterAll(async () => {
  stopSystemMonitor(app.deps.db)
  await app.close()
})

async function list(query = '', headers = admin.headers): Promise<AuditLogPage> {
  const res = await app.request(`/api/admin/audit-log${query}`, { headers })
  expect(res.status).toBe(200)
  return json<AuditLogPage>(res)
}

describe('GET /api/admin/audit-log', () => {
  it('401 visitor, 403 user, 403 moderator', async () => {
    expect((await app.request('/api/admin/audit-log')).status).toBe(401)
    expect((await app.request('/api/admin/audit-log', { headers: fan.headers })).status).toBe(403)
    expect((await app.request('/api/admin/audit-log', { headers: moderator.headers })).status).toBe(403)
  })

  it('newest first, who, when, what, before and after parsed', async () => {
    const page = await list('?action=post.')
    expect(page.data.map((entry) => entry.action)).toEqual(['post.unhide', 'post.hide'])
    const hide = page.data[1]!
    expect(hide).toMatchObject({
      actor: { id: admin.user.id, username: 'ana_admin' },
      entityType: 'post',
      entityId: '11',
      createdAt: '2026-11-10T02:00:00.000Z',
      before: { hiddenAt: null },
      after: { hiddenAt: '2026-11-10T02:00:00.000Z' },
    })
    expect(page.data[0]!.before).toBeNull()
  })

  it('filters by actor (username or id), action, entity type and id', async () => {
    expect((await list('?actor=ben_admin')).data.map((entry) => entry.action)).toEqual(['cache.purge', 'user.role'])
    expect((await list('?actor=BEN_ADMIN')).data.length).toBe(process.env.TEST_DATABASE === 'postgres' ? 2 : 0)
    expect((await list(`?actor=${admin.user.id}&action=post.hide`)).data.map((entry) => entry.action)).toEqual(['post.hide'])
    expect((await list('?actor=nobody_here')).data).toEqual([])
    expect((await list('?entity_type=user')).data.map((entry) => entry.entityId)).toEqual([String(fan.user.id)])
    expect((await list('?entity_type=post&entity_id=11')).pagination.total).toBe(2)
    expect((await list('?action=cache.purge&entity_id=posts')).data).toEqual([])
  })

  it('date range in Manila days, both ends included', async () => {
    expect((await list('?from=2026-11-14&to=2026-11-14')).data.map((entry) => entry.action)).toEqual(['user.role'])
    expect((await list('?from=2026-11-15')).data.map((entry) => entry.action)).toContain('cache.purge')
    expect((await list('?from=2026-11-15')).data.map((entry) => entry.action)).not.toContain('user.role')
    expect((await list('?to=2026-11-10')).data.map((entry) => entry.action)).toEqual(['post.hide'])
  })

  it('pages newest first with totals', async () => {
    const first = await list('?per_page=3&to=2026-11-15')
    expect(first.pagination).toEqual({ page: 1, per_page: 3, total: 4, total_pages: 2 })
    expect(first.data.map((entry) => entry.action)).toEqual(['cache.purge', 'user.role', 'post.unhide'])
    const second = await list('?per_page=3&page=2&to=2026-11-15')
    expect(second.data.map((entry) => entry.action)).toEqual(['post.hide'])
    expect((await list('?per_page=3&page=9&to=2026-11-15')).data).toEqual([])
  })

  it.each([
    ['?from=2026-02-30', 'query.from'],
    ['?from=yesterday', 'query.from'],
    ['?from=2026-11-15&to=2026-11-14', 'query.to'],
    ['?per_page=101', 'query.per_page'],
    ['?page=0', 'query.page'],
    ['?action=a&action=b', 'query.action'],
    [`?entity_id=${'x'.repeat(201)}`, 'query.entity_id'],
  ])('400 for %s', async (query, field) => {
    const res = await app.request(`/api/admin/audit-log${query}`, { headers: admin.headers })
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ field }] })
  })

  it('an entry written with recordAudit shows up, with a deleted actor as null', async () => {
    const gone = await signedInUser(app, { role: 'admin' })
    await recordAudit(app.deps.db, { user: { id: gone.user.id }, requestId: 'req-1' }, { action: 'event.publish', entityType: 'event', entityId: 5, after: { status: 'published' }, reason: 'checked' })
    await app.deps.db.user.delete({ where: { id: gone.user.id } })
    const [entry] = (await list('?action=event.publish')).data
    expect(entry).toMatchObject({ actor: null, entityId: '5', after: { status: 'published' }, reason: 'checked', requestId: 'req-1' })
  })
})

describe('existing admin writes are audited', () => {
  it('DELETE /api/admin/search/trending/{term}: before and after of the term', async () => {
    // A searched term first (so before has counts), then removed by the admin.
    await app.deps.db.searchQuery.create({ data: { term: 'binondo food', count: 7, clientCount: 3, lastSearchedAt: clock.now() } })
    const res = await send(app, 'DELETE', `/api/admin/search/trending/${encodeURIComponent('Binondo  Food')}`, admin.headers)
    expect(res.status).toBe(204)
    const [entry] = (await list('?action=search.trending-remove')).data
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      entityType: 'search-term',
      entityId: 'binondo food',
      before: { blockedAt: null, blockedById: null, count: 7, clientCount: 3 },
      after: { blockedAt: clock.now().toISOString(), blockedById: admin.user.id, count: 7, clientCount: 3 },
    })
    // A term nobody searched: before is null (a creation).
    expect((await send(app, 'DELETE', '/api/admin/search/trending/never%20searched', admin.headers)).status).toBe(204)
    const fresh = (await list('?entity_type=search-term&entity_id=never%20searched')).data[0]!
    expect(fresh.before).toBeNull()
    expect(fresh.after).toMatchObject({ blockedById: admin.user.id, count: 0 })
  })

  it('a refused trending removal records nothing', async () => {
    const before = await app.deps.db.auditLog.count()
    expect((await send(app, 'DELETE', '/api/admin/search/trending/x', fan.headers)).status).toBe(403)
    expect(await app.deps.db.auditLog.count()).toBe(before)
  })

  it('Send alerts now: the waiting alerts before, sent and queued after', async () => {
    const movie = await createMovie(app.deps.db, { title: 'Audit Film', status: 'comingSoon', releaseDate: '2026-11-28' })
    for (const person of [fan, await signedInUser(app)]) expect((await send(app, 'POST', `/api/movies/${movie.id}/notifications`, person.headers, {})).status).toBeLessThan(300)
    const res = await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, moderator.headers)
    expect(res.status).toBe(200)
    const run = await app.deps.db.releaseAlertRun.findFirstOrThrow({ where: { movieId: movie.id } })
    const [entry] = (await list(`?action=release-alerts.send&entity_type=movie&entity_id=${movie.id}`)).data
    expect(entry).toMatchObject({
      actor: { id: moderator.user.id },
      before: { movieTitle: 'Audit Film', alertsWaiting: 2 },
      after: { alertsWaiting: 0, alertsSent: 2, deliveriesQueued: 2, runId: run.id },
    })
    // Pressed again: audited too, nothing waiting before or after.
    expect((await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, moderator.headers)).status).toBe(200)
    const again = (await list(`?action=release-alerts.send&entity_id=${movie.id}`)).data
    expect(again).toHaveLength(2)
    expect(again[0]).toMatchObject({ before: { alertsWaiting: 0 }, after: { alertsSent: 0 } })
  })
})
