import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { ADMIN_EVENT_MESSAGES, type AdminEventBodyInput, type AdminEventListResponse, type AdminEventResponse } from '../../api/contracts/admin-events.ts'
import { EVENT_MESSAGES, type EventListResponse } from '../../api/contracts/events.ts'
import { createEvent, createUser } from '../factories/index.ts'
import { createSession, signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>
let adminId: number

beforeAll(async () => {
  app = await startTestApp({ clock })
  const a = await signedInUser(app, { username: 'ev_admin', email: 'ev.admin@example.test', role: 'admin' })
  admin = a.headers
  adminId = a.user.id
  moderator = (await signedInUser(app, { username: 'ev_mod', email: 'ev.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'ev_user', email: 'ev.user@example.test' })).headers
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as T & Body }
}

const valid: AdminEventBodyInput = {
  title: 'Harana Under the Stars',
  description: 'Serenades and kundiman sung in the courtyard by the university chorale, with a guitar ensemble.',
  category: 'Music',
  startDate: '2026-12-10T19:00',
  endDate: '2026-12-10T21:00',
  venue: 'Casa Manila Courtyard',
  location: 'Intramuros',
  price: '₱300',
}

const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const publicList = async () => (await call<EventListResponse>('GET', '/api/events?per_page=50')).body.data.map((event) => event.slug)

describe('who may use /api/admin/events', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/events'],
    ['POST', '/api/admin/events', valid],
    ['GET', '/api/admin/events/1'],
    ['PUT', '/api/admin/events/1', valid],
    ['POST', '/api/admin/events/1/publish', {}],
    ['POST', '/api/admin/events/1/unpublish', {}],
    ['POST', '/api/admin/events/1/approve', {}],
    ['POST', '/api/admin/events/1/reject', {}],
    ['DELETE', '/api/admin/events/1'],
    ['POST', '/api/admin/events/import', { format: 'csv', content: 'title\n', dryRun: true }],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path, body) => {
    expect((await call(method, path, {}, body)).res.status).toBe(401)
    const asUser = await call(method, path, user, body)
    expect(asUser.res.status).toBe(403)
    expect(asUser.body.code).toBe('FORBIDDEN')
    expect((await call(method, path, moderator, body)).res.status).toBe(403)
  })
})

describe('create and edit', () => {
  it('refuses what the add-event form refuses, with its messages', async () => {
    const bad = await call('POST', '/api/admin/events', admin, { ...valid, title: '', category: 'Opera', endDate: '2026-12-10T18:00' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'category', message: 'Please choose a category' },
      ]),
    )
    const order = await call('POST', '/api/admin/events', admin, { ...valid, endDate: '2026-12-10T18:00' })
    expect(order.body.issues).toEqual([{ field: 'endDate', message: EVENT_MESSAGES.endBeforeStart }])
    const past = await call('POST', '/api/admin/events', admin, { ...valid, startDate: '2026-11-01T19:00', endDate: '' })
    expect(past.res.status).toBe(400)
    expect(past.body.issues).toEqual([{ field: 'startDate', message: EVENT_MESSAGES.startInPast }])
    const festival = await call('POST', '/api/admin/events', admin, { ...valid, festival: 'no-such-fest' })
    expect(festival.body.issues).toEqual([{ field: 'festival', message: EVENT_MESSAGES.unknownFestival }])
    const status = await call('POST', '/api/admin/events', admin, { ...valid, status: 'pending' })
    expect(status.res.status).toBe(400)
    expect(await app.deps.db.event.count()).toBe(0)
  })

  it('creates a published event, shows it publicly, and audits it', async () => {
    const created = await call<AdminEventResponse>('POST', '/api/admin/events', admin, valid)
    expect(created.res.status).toBe(201)
    expect(created.body.data).toMatchObject({ title: valid.title, status: 'published', slug: 'harana-under-the-stars', price: '₱300', submittedBy: null })
    expect(await publicList()).toContain('harana-under-the-stars')
    const entry = await lastAudit('event.create')
    expect(entry).toMatchObject({ actorId: adminId, entityType: 'event', entityId: String(created.body.data.id), before: null })
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: valid.title, status: 'published', startDate: '2026-12-10T11:00:00.000Z' })
  })

  it('creates an unpublished event that the public does not see', async () => {
    const created = await call<AdminEventResponse>('POST', '/api/admin/events', admin, { ...valid, title: 'Draft Night Market', status: 'unpublished' })
    expect(created.body.data.status).toBe('unpublished')
    expect(await publicList()).not.toContain(created.body.data.slug)
    expect((await call('GET', `/api/events/${created.body.data.slug}`)).res.status).toBe(404)
  })

  it('edits an event and logs only the changed fields before and after', async () => {
    const { body } = await call<AdminEventResponse>('POST', '/api/admin/events', admin, { ...valid, title: 'Sunday Book Swap', category: 'Community' })
    const id = body.data.id
    const edited = await call<AdminEventResponse>('PUT', `/api/admin/events/${id}`, admin, { ...valid, title: 'Sunday Book Swap', category: 'Community', venue: 'Fully Booked BGC', price: '' })
    expect(edited.res.status).toBe(200)
    expect(edited.body.data).toMatchObject({ venue: 'Fully Booked BGC', price: 'Free', slug: body.data.slug })
    const entry = await lastAudit('event.update')
    expect(entry?.entityId).toBe(String(id))
    expect(JSON.parse(entry!.before!)).toEqual({ venue: 'Casa Manila Courtyard', price: '₱300' })
    expect(JSON.parse(entry!.after!)).toEqual({ venue: 'Fully Booked BGC', price: 'Free' })
    const bad = await call('PUT', `/api/admin/events/${id}`, admin, { ...valid, description: 'short' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual([{ field: 'description', message: 'Description must be at least 20 characters' }])
  })

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    expect((await call('GET', '/api/admin/events/999999', admin)).body.code).toBe('EVENT_NOT_FOUND')
    expect((await call('PUT', '/api/admin/events/999999', admin, valid)).res.status).toBe(404)
    expect((await call('POST', '/api/admin/events/999999/publish', admin, {})).res.status).toBe(404)
    expect((await call('DELETE', '/api/admin/events/999999', admin)).res.status).toBe(404)
    expect((await call('GET', '/api/admin/events/abc', admin)).res.status).toBe(400)
    expect((await call('GET', '/api/admin/events?status=deleted', admin)).res.status).toBe(400)
  })
})

describe('publish, unpublish, approve, reject, delete', () => {
  it('unpublishes and publishes again, visible on the public routes only when published', async () => {
    const { body } = await call<AdminEventResponse>('POST', '/api/admin/events', admin, { ...valid, title: 'Poetry Slam Finals', category: 'Arts' })
    const { id, slug } = body.data
    const off = await call<AdminEventResponse>('POST', `/api/admin/events/${id}/unpublish`, admin, { reason: 'Venue not confirmed' })
    expect(off.body.data.status).toBe('unpublished')
    expect(await publicList()).not.toContain(slug)
    expect((await call('GET', `/api/events/${slug}`)).res.status).toBe(404)
    expect(await lastAudit('event.unpublish')).toMatchObject({ entityId: String(id), before: '{"status":"published"}', after: '{"status":"unpublished"}', reason: 'Venue not confirmed' })
    const again = await call('POST', `/api/admin/events/${id}/unpublish`, admin, {})
    expect(again.res.status).toBe(409)
    expect(again.body.message).toBe(ADMIN_EVENT_MESSAGES.notPublished)
    const on = await call<AdminEventResponse>('POST', `/api/admin/events/${id}/publish`, admin, {})
    expect(on.body.data.status).toBe('published')
    expect(await publicList()).toContain(slug)
    expect(await lastAudit('event.publish')).toMatchObject({ entityId: String(id), before: '{"status":"unpublished"}', after: '{"status":"published"}' })
    expect((await call('POST', `/api/admin/events/${id}/publish`, admin, {})).body.message).toBe(ADMIN_EVENT_MESSAGES.alreadyPublished)
  })

  it('approves and rejects submissions from /add-event', async () => {
    const author = await createUser(app.deps.db, { username: 'ev_author', email: 'ev.author@example.test' })
    const authorHeaders = { Cookie: `gala_session=${await createSession(app, author.id)}` }
    const submit = (title: string) => call<{ data: { slug: string; id: number } }>('POST', '/api/events', authorHeaders, { ...valid, title })
    const first = (await submit('Community Pantry Fair')).body.data
    const second = (await submit('Street Dance Battle')).body.data
    expect(await publicList()).not.toContain(first.slug)

    const pending = await call<AdminEventListResponse>('GET', '/api/admin/events?status=pending', admin)
    expect(pending.body.data.map((event) => event.slug).sort()).toEqual([first.slug, second.slug].sort())
    expect(pending.body.data[0]!.submittedBy?.username).toBe('ev_author')
    expect(pending.body.counts.pending).toBe(2)

    expect((await call<AdminEventResponse>('POST', `/api/admin/events/${first.id}/approve`, admin, {})).body.data.status).toBe('published')
    expect(await publicList()).toContain(first.slug)
    expect(await lastAudit('event.approve')).toMatchObject({ entityId: String(first.id), before: '{"status":"pending"}', after: '{"status":"published"}' })

    const rejected = await call<AdminEventResponse>('POST', `/api/admin/events/${second.id}/reject`, admin, { reason: 'Duplicate of an existing listing' })
    expect(rejected.body.data.status).toBe('rejected')
    expect(await publicList()).not.toContain(second.slug)
    expect((await call('GET', `/api/events/${second.slug}`)).res.status).toBe(404)
    expect(await lastAudit('event.reject')).toMatchObject({ entityId: String(second.id), after: '{"status":"rejected"}', reason: 'Duplicate of an existing listing' })
    // Only a pending event can be approved or rejected.
    expect((await call('POST', `/api/admin/events/${second.id}/approve`, admin, {})).res.status).toBe(409)
    const tooLong = await call('POST', `/api/admin/events/${second.id}/reject`, admin, { reason: 'x'.repeat(501) })
    expect(tooLong.body.issues).toEqual([{ field: 'reason', message: 'Reason must be at most 500 characters' }])
  })

  it('deletes an event and keeps its values in the log', async () => {
    const event = await createEvent(app.deps.db, { title: 'Old Flea Market', slug: 'old-flea-market', startDate: new Date('2026-12-20T02:00:00Z') })
    const res = await call('DELETE', `/api/admin/events/${event.id}`, admin)
    expect(res.res.status).toBe(200)
    expect(res.body.message).toBe(ADMIN_EVENT_MESSAGES.deleted)
    expect(await app.deps.db.event.findUnique({ where: { id: event.id } })).toBeNull()
    const entry = await lastAudit('event.delete')
    expect(entry).toMatchObject({ entityId: String(event.id), after: null })
    expect(JSON.parse(entry!.before!)).toMatchObject({ slug: 'old-flea-market', title: 'Old Flea Market' })
    expect((await call('DELETE', `/api/admin/events/${event.id}`, admin)).res.status).toBe(404)
  })
})

describe('the list', () => {
  it('filters by status, search and date, with counts per status', async () => {
    await createEvent(app.deps.db, { title: 'Lantern Parade', slug: 'lantern-parade', venue: 'UP Diliman', startDate: new Date('2027-01-15T10:00:00Z'), status: 'published' })
    const search = await call<AdminEventListResponse>('GET', '/api/admin/events?q=LANTERN', admin)
    expect(search.body.data.map((event) => event.slug)).toEqual(['lantern-parade'])
    const byVenue = await call<AdminEventListResponse>('GET', '/api/admin/events?q=diliman', admin)
    expect(byVenue.body.data.map((event) => event.slug)).toEqual(['lantern-parade'])
    const dated = await call<AdminEventListResponse>('GET', '/api/admin/events?from=2027-01-15&to=2027-01-15', admin)
    expect(dated.body.data.map((event) => event.slug)).toEqual(['lantern-parade'])
    const none = await call<AdminEventListResponse>('GET', '/api/admin/events?from=2027-01-16', admin)
    expect(none.body.data).toEqual([])
    const unpublished = await call<AdminEventListResponse>('GET', '/api/admin/events?status=unpublished', admin)
    expect(unpublished.body.data.every((event) => event.status === 'unpublished')).toBe(true)
    expect(unpublished.body.data.length).toBeGreaterThan(0)
    const all = await call<AdminEventListResponse>('GET', '/api/admin/events?per_page=100', admin)
    const total = Object.values(all.body.counts).reduce((sum, n) => sum + n, 0)
    expect(total).toBe(all.body.pagination.total)
    expect((await call('GET', '/api/admin/events?from=2027-02-30', admin)).res.status).toBe(400)
  })
})
