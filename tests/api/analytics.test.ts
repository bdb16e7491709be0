import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RATE_LIMIT,
  TICKET_FUNNEL_STEPS,
  type AnalyticsEventInput,
  type AnalyticsReport,
} from '../../api/contracts/analytics.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>

beforeAll(async () => {
  // Behind a trusted proxy, so each test can post as its own client (X-Forwarded-For) and the limit is exact.
  app = await startTestApp({ clock, config: { trustProxy: true } })
  admin = (await signedInUser(app, { username: 'an_admin', email: 'an.admin@example.test', role: 'admin' })).headers
  moderator = (await signedInUser(app, { username: 'an_mod', email: 'an.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'an_user', email: 'an.user@example.test' })).headers
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[]; accepted?: number; retryAfter?: number }
let client = 0
/** A new client address for each call unless one is given. */
async function post(body: unknown, options: { ip?: string; headers?: Record<string, string>; raw?: string } = {}) {
  client += 1
  const res = await app.request('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': options.ip ?? `10.1.${client >> 8}.${client & 255}`, ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as Body }
}
async function report(query: string, headers = admin) {
  const res = await app.request(`/api/admin/analytics${query}`, { headers })
  return { res, body: (await res.json()) as AnalyticsReport & Body }
}

const key = () => randomBytes(16).toString('hex')
const event = (name: AnalyticsEventInput['name'], extra: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput => ({
  id: key(),
  name,
  path: '/',
  ...extra,
})
const at = (iso: string) => Date.parse(iso)

describe('POST /api/analytics/events', () => {
  it('stores a batch, 202 with the number stored, and a replayed batch only once', async () => {
    const batch = { events: [event('page_view', { path: '/movies' }), event('tab_switch', { params: { tab_name: 'streaming' } })] }
    const first = await post(batch)
    expect(first.res.status).toBe(202)
    expect(first.body).toEqual({ accepted: 2 })
    const again = await post(batch)
    expect(again.res.status).toBe(202)
    expect(again.body).toEqual({ accepted: 0 })
    const keys = batch.events.map((item) => item.id)
    expect(await app.deps.db.analyticsEvent.count({ where: { eventKey: { in: keys } } })).toBe(2)
  })

  it('stores no address, user or visitor id: the row holds only the event', async () => {
    const sent = event('search', { path: '/search', params: { search_term: '  Sisig   Pampanga ', result_count: 3 } })
    await post({ events: [sent] }, { ip: '203.0.113.77', headers: user })
    const row = await app.deps.db.analyticsEvent.findUniqueOrThrow({ where: { eventKey: sent.id } })
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'day', 'eventKey', 'id', 'name', 'occurredAt', 'params', 'path', 'resultCount', 'term'])
    expect(JSON.stringify(row)).not.toContain('203.0.113.77')
    expect(row).toMatchObject({ name: 'search', term: 'sisig pampanga', resultCount: 3, day: '2026-11-21', path: '/search' })
  })

  it('keeps the time of an event sent later (offline), and uses the server time for implausible ones', async () => {
    const yesterday = event('page_view', { path: '/late', at: at('2026-11-20T03:00:00Z') })
    const ancient = event('page_view', { path: '/late', at: at('2026-01-01T00:00:00Z') })
    const future = event('page_view', { path: '/late', at: at('2026-11-22T04:00:00Z') })
    await post({ events: [yesterday, ancient, future] })
    const rows = await app.deps.db.analyticsEvent.findMany({ where: { path: '/late' }, orderBy: { id: 'asc' } })
    expect(rows.map((row) => row.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-21'])
  })

  it.each([
    ['no body', undefined, 'events'],
    ['an empty list', { events: [] }, 'events must not be empty'],
    ['too many events', { events: Array.from({ length: ANALYTICS_LIMITS.maxEventsPerBatch + 1 }, () => event('page_view')) }, 'At most 50 events'],
    ['an unknown event', { events: [{ ...event('page_view'), name: 'login' }] }, 'name must be one of'],
    ['a bad id', { events: [{ ...event('page_view'), id: 'short' }] }, 'id must be 16 to 64'],
    ['a path with a query', { events: [event('page_view', { path: '/search?q=x' })] }, 'path must be a path'],
    ['a full URL', { events: [event('page_view', { path: 'https://evil.test/' })] }, 'path must be a path'],
    ['a long path', { events: [event('page_view', { path: `/${'a'.repeat(300)}` })] }, 'path must be at most 300'],
    ['a long value', { events: [event('search', { params: { search_term: 'x'.repeat(201) } })] }, 'at most 200 characters'],
    ['a nested value', { events: [{ ...event('search'), params: { search_term: { a: 1 } } }] }, 'params'],
    ['a bad parameter name', { events: [event('search', { params: { 'Search-Term': 'x' } })] }, 'Parameter names'],
    ['too many parameters', { events: [event('search', { params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) })] }, 'At most 20 parameters'],
    ['a NUL character', { events: [event('search', { params: { search_term: 'a\u0000b' } })] }, ''],
  ])('400 for %s', async (_label, body, message) => {
    const { res, body: answer } = await post(body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(answer)).toContain(message)
  })

  it('400 for a body that is not JSON', async () => {
    const { res } = await post(undefined, { raw: '{"events": [' })
    expect(res.status).toBe(400)
  })

  it('refuses automated clients with a clear 403 and stores nothing', async () => {
    const sent = event('page_view', { path: '/bot' })
    const { res, body } = await post({ events: [sent] }, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    expect(res.status).toBe(403)
    expect(body).toMatchObject({ code: 'AUTOMATED_CLIENT', message: ANALYTICS_MESSAGES.automated })
    expect(await app.deps.db.analyticsEvent.count({ where: { eventKey: sent.id } })).toBe(0)
  })

  it('limits each client to 30 requests a minute: then 429 with Retry-After and the message', async () => {
    const ip = '198.51.100.9'
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.points; i += 1) expect((await post({ events: [event('page_view', { path: '/limit' })] }, { ip })).res.status).toBe(202)
    const over = await post({ events: [event('page_view', { path: '/limit' })] }, { ip })
    expect(over.res.status).toBe(429)
    expect(Number(over.res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(over.body.message).toBe(ANALYTICS_MESSAGES.rateLimited)
    // Another client is not affected.
    expect((await post({ events: [event('page_view', { path: '/limit' })] })).res.status).toBe(202)
  })

  it('ANALYTICS_BATCHES_PER_IP_PER_MINUTE sets the count', async () => {
    const limited = await startTestApp({ clock, env: { ANALYTICS_BATCHES_PER_IP_PER_MINUTE: '3' } })
    try {
      const send = () =>
        limited.request('/api/analytics/events', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ events: [event('page_view', { path: '/limit' })] }),
        })
      for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(202)
      expect((await send()).status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('GET /api/admin/analytics', () => {
  it('401 visitor, 403 user, 403 moderator', async () => {
    expect((await report('', {})).res.status).toBe(401)
    expect((await report('', user)).res.status).toBe(403)
    expect((await report('', moderator)).res.status).toBe(403)
  })

  it.each([
    ['?from=2026-13-01', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2026-11-21&to=2026-11-01', ANALYTICS_MESSAGES.badRange],
    ['?from=2025-01-01&to=2026-11-21', ANALYTICS_MESSAGES.rangeTooLong],
    ['?path=movies', 'path must be a path'],
    [`?path=/${'a'.repeat(300)}`, 'path must be at most 300'],
  ])('400 for %s', async (query, message) => {
    const { res, body } = await report(query)
    expect(res.status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
  })

  it('counts page views per day, top pages, top searches, searches without results and the funnel in the range', async () => {
    const day = (d: number) => at(`2026-11-${String(d).padStart(2, '0')}T02:00:00Z`)
    clock.set('2026-11-21T04:00:00Z')
    await post({
      events: [
        event('page_view', { path: '/rpt/a', at: day(15) }),
        event('page_view', { path: '/rpt/a', at: day(15) }),
        event('page_view', { path: '/rpt/a', at: day(17) }),
        event('page_view', { path: '/rpt/b', at: day(17) }),
        // Outside the range (the 14th) and not a page view.
        event('page_view', { path: '/rpt/a', at: day(14) }),
        event('tab_switch', { path: '/rpt/a', at: day(15), params: { tab_name: 'cinemas' } }),
        event('search', { path: '/search', at: day(16), params: { search_term: 'Rpt Adobo', result_count: 4 } }),
        event('search', { path: '/search', at: day(16), params: { search_term: 'rpt adobo', result_count: 4 } }),
        event('search', { path: '/search', at: day(16), params: { search_term: 'rpt zzyzx', result_count: 0 } }),
        event('buy_tickets_click', { path: '/movies/x', at: day(16) }),
        event('buy_tickets_click', { path: '/movies/x', at: day(16) }),
        event('theater_selected', { path: '/movies/x', at: day(16) }),
        event('purchase', { path: '/tickets', at: day(16), params: { value: 450, currency: 'PHP' } }),
        event('ticket_transaction_failed', { path: '/tickets', at: day(16) }),
      ],
    })
    const { res, body } = await report('?from=2026-11-15&to=2026-11-17')
    expect(res.status).toBe(200)
    expect(body.from).toBe('2026-11-15')
    expect(body.path).toBeNull()
    expect(body.pageViewsByDay).toEqual([
      { day: '2026-11-15', count: 2 },
      { day: '2026-11-16', count: 0 },
      { day: '2026-11-17', count: 2 },
    ])
    expect(body.totals).toEqual({ pageViews: 4, searches: 3, noResultSearches: 1 })
    expect(body.topPages).toEqual([
      { path: '/rpt/a', count: 3 },
      { path: '/rpt/b', count: 1 },
    ])
    expect(body.topSearches).toEqual([
      { term: 'rpt adobo', count: 2 },
      { term: 'rpt zzyzx', count: 1 },
    ])
    expect(body.noResultSearches).toEqual([{ term: 'rpt zzyzx', count: 1 }])
    expect(body.funnel.map((step) => step.step)).toEqual([...TICKET_FUNNEL_STEPS])
    expect(Object.fromEntries(body.funnel.map((step) => [step.step, step.count]))).toMatchObject({
      buy_tickets_click: 2,
      theater_selected: 1,
      showtime_selected: 0,
      purchase: 1,
    })
    expect(body.failedTransactions).toBe(1)

    // Only the pages under a path: the chart, the total and the top pages.
    const under = await report('?from=2026-11-15&to=2026-11-17&path=/rpt/b')
    expect(under.body.path).toBe('/rpt/b')
    expect(under.body.totals.pageViews).toBe(1)
    expect(under.body.topPages).toEqual([{ path: '/rpt/b', count: 1 }])
    expect(under.body.pageViewsByDay.map((row) => row.count)).toEqual([0, 0, 1])
  })

  it('defaults to the last 30 Manila days, today included', async () => {
    clock.set('2026-11-21T17:00:00Z') // already 22 November in Manila
    const { body } = await report('')
    expect(body.to).toBe('2026-11-22')
    expect(body.from).toBe('2026-10-24')
    expect(body.pageViewsByDay).toHaveLength(ANALYTICS_LIMITS.defaultRangeDays)
    clock.set('2026-11-21T04:00:00Z')
  })

  it('purges events older than the retention period when a batch arrives', async () => {
    await app.deps.db.analyticsEvent.create({
      data: { eventKey: key(), name: 'page_view', path: '/old', day: '2025-01-01', occurredAt: new Date('2025-01-01'), createdAt: new Date('2025-01-01') },
    })
    // The purge runs at most hourly: move past the hour since the first batch.
    clock.advance(2 * 60 * 60 * 1000)
    await post({ events: [event('page_view', { path: '/purge' })] })
    expect(await app.deps.db.analyticsEvent.count({ where: { path: '/old' } })).toBe(0)
    clock.set('2026-11-21T04:00:00Z')
  })
})
