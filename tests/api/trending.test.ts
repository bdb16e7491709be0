import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { TrendingResponse } from '../../api/contracts/search.ts'
import { CLIENT_HASH_DAYS, SUGGESTED_SEARCHES, TRACK_SEARCH_LIMIT, TRENDING_MIN_CLIENTS } from '../../api/modules/search/search.service.ts'
import { createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Behind a trusted proxy, so each test client has its own address (X-Forwarded-For), as real visitors do.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ clock, config: { trustProxy: true } })
  await createPlace(app.deps.db, { name: 'Fort Santiago' })
  await createPlace(app.deps.db, { name: 'Manila Ocean Park' })
  await createPlace(app.deps.db, { name: 'Binondo Food Crawl' })
  await createPlace(app.deps.db, { name: 'Rizal Park' })
  await createPlace(app.deps.db, { name: 'Paco Park' })
})
afterAll(async () => {
  await app.close()
})

let nextClient = 0
/** A fresh client address (TEST-NET-3). */
const newClient = () => `203.0.113.${++nextClient}`

const track = (query: unknown, client: string) =>
  app.request('/api/track-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ query }),
  })

async function trending(): Promise<string[]> {
  const res = await app.request('/api/search/trending?limit=20')
  expect(res.status).toBe(200)
  return TrendingResponse.parse(await res.json()).data.map((term) => term.term)
}

describe('GET /api/search/trending: trending terms and suggestions apart', () => {
  it('a quiet site answers no trending terms; our fixed suggestions come apart and are never counted as searches', async () => {
    const quiet = await startTestApp({ clock })
    try {
      const res = await quiet.request('/api/search/trending?limit=8')
      expect(res.status).toBe(200)
      const body = TrendingResponse.parse(await res.json())
      expect(body.data).toEqual([])
      expect(body.suggestions).toEqual([...SUGGESTED_SEARCHES])
      // One client searching a suggestion does not make it trending.
      await createPlace(quiet.deps.db, { name: 'Binondo Heritage Walk' })
      expect((await quiet.request('/api/track-search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'Binondo' }) })).status).toBe(204)
      const after = TrendingResponse.parse(await (await quiet.request('/api/search/trending?limit=8')).json())
      expect(after.data).toEqual([])
      expect(after.suggestions).toContain('Binondo')
    } finally {
      await quiet.close()
    }
  })

  it('once a term trends it is listed as trending, its suggestion is not repeated, and suggestions only fill up to the limit', async () => {
    const clients = [newClient(), newClient(), newClient()]
    for (const client of clients) expect((await track('Paco Park', client)).status).toBe(204)
    const res = await app.request('/api/search/trending?limit=2')
    const body = TrendingResponse.parse(await res.json())
    expect(body.data.map((term) => term.term)).toContain('paco park')
    expect(body.data.length + body.suggestions.length).toBeLessThanOrEqual(2)
    for (const suggestion of body.suggestions) expect(SUGGESTED_SEARCHES).toContain(suggestion)
    for (const term of body.data) expect(term.count).toBeGreaterThan(0)
  })
})

describe('POST /api/track-search: what may trend', () => {
  it(`a term trends only once ${TRENDING_MIN_CLIENTS} different clients searched it`, async () => {
    const [first, second, third] = [newClient(), newClient(), newClient()]
    for (let i = 0; i < 5; i++) expect((await track('Fort Santiago', first)).status).toBe(204)
    expect((await track('fort   SANTIAGO', second)).status).toBe(204)
    expect(await trending()).not.toContain('fort santiago')

    expect((await track('Fort Santiago ', third)).status).toBe(204)
    expect(await trending()).toContain('fort santiago')
    const row = await app.deps.db.searchQuery.findUnique({ where: { term: 'fort santiago' }, include: { clients: true } })
    expect(row).toMatchObject({ count: 7, clientCount: 3 })
    // Hashes are stored, never the addresses.
    expect(row!.clients).toHaveLength(3)
    for (const client of row!.clients) {
      expect(client.clientHash).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(client.clientHash).not.toContain('203.0.113')
    }
  })

  it('a query that finds nothing never trends and is not stored, however many clients send it', async () => {
    for (let i = 0; i < TRENDING_MIN_CLIENTS + 2; i++) expect((await track('buy cheap followers', newClient())).status).toBe(204)
    expect(await trending()).not.toContain('buy cheap followers')
    expect(await app.deps.db.searchQuery.findUnique({ where: { term: 'buy cheap followers' } })).toBeNull()
  })

  it.each([
    ['one letter', 'x', 'Search query must be at least 2 characters'],
    ['81 characters', 'fort '.repeat(17).slice(0, 81), 'Search query must be at most 80 characters'],
    ['an email address', 'juan@example.com', 'Search query may only hold letters, digits, spaces and common punctuation'],
    ['markup', '<script>alert(1)</script>', 'Search query may only hold letters, digits, spaces and common punctuation'],
    ['a control character', 'fort\u0000santiago', 'Search query may only hold letters, digits, spaces and common punctuation'],
    ['a lone surrogate', 'fort\ud800', 'Search query may only hold letters, digits, spaces and common punctuation'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const res = await track(query, newClient())
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ field: 'query', message }] })
  })

  it('accepts letters of any script and common punctuation', async () => {
    for (const query of ['Spider-Man: No Way Home', "Lola's kare-kare & halo-halo!", 'Café Ñino (Makati)', '東京']) {
      expect((await track(query, newClient())).status, query).toBe(204)
    }
  })
})

describe('POST /api/track-search: rate limit per client', () => {
  it(`answers 429 with Retry-After after ${TRACK_SEARCH_LIMIT.points} posts a minute, for that client only`, async () => {
    const client = newClient()
    for (let i = 0; i < TRACK_SEARCH_LIMIT.points; i++) expect((await track('Rizal Park', client)).status).toBe(204)
    const limited = await track('Rizal Park', client)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(TRACK_SEARCH_LIMIT.duration)
    expect(await limited.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many searches recorded from your connection. Please wait a minute.',
      retryAfter,
    })
    // Malformed posts count too, and are refused the same way.
    expect((await track('x', client)).status).toBe(429)
    // Another client is not affected.
    expect((await track('Rizal Park', newClient())).status).toBe(204)
    const row = await app.deps.db.searchQuery.findUnique({ where: { term: 'rizal park' } })
    expect(row).toMatchObject({ count: TRACK_SEARCH_LIMIT.points + 1, clientCount: 2 })
  })

  it('counts the address our proxy appended, not one the client wrote before it in X-Forwarded-For', async () => {
    const client = newClient()
    // The client writes a new address of its own each time; the proxy appends the one it saw.
    const spoofed = (i: number) => `198.51.100.${i + 1}, ${client}`
    // Refused posts count too ('x' is too short), so no term of the other tests is touched.
    for (let i = 0; i < TRACK_SEARCH_LIMIT.points; i++) expect((await track('x', spoofed(i))).status).toBe(400)
    expect((await track('x', spoofed(99))).status).toBe(429)
  })
})

describe('DELETE /api/admin/search/trending/{term}', () => {
  const remove = (term: string, headers: Record<string, string> = {}) =>
    app.request(`/api/admin/search/trending/${encodeURIComponent(term)}`, { method: 'DELETE', headers })

  it('is for staff only: 401 for a visitor, 403 for a plain user', async () => {
    expect((await remove('manila ocean park')).status).toBe(401)
    const fan = await signedInUser(app)
    const res = await remove('manila ocean park', fan.headers)
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe('FORBIDDEN')
  })

  it('removes a trending term for good: searched again by new clients, it stays out', async () => {
    for (let i = 0; i < TRENDING_MIN_CLIENTS; i++) await track('Manila Ocean Park', newClient())
    expect(await trending()).toContain('manila ocean park')

    const moderator = await signedInUser(app, { role: 'moderator' })
    expect((await remove('Manila  Ocean Park', moderator.headers)).status).toBe(204)
    expect(await trending()).not.toContain('manila ocean park')

    for (let i = 0; i < TRENDING_MIN_CLIENTS + 1; i++) expect((await track('manila ocean park', newClient())).status).toBe(204)
    expect(await trending()).not.toContain('manila ocean park')
    expect(await app.deps.db.searchQuery.findUnique({ where: { term: 'manila ocean park' } })).toMatchObject({
      blockedById: moderator.user.id,
      clientCount: TRENDING_MIN_CLIENTS,
    })
  })

  it('an administrator may block a term before anyone searched it', async () => {
    const admin = await signedInUser(app, { role: 'admin' })
    expect((await remove('binondo food', admin.headers)).status).toBe(204)
    expect((await remove('binondo food', admin.headers)).status).toBe(204)
    for (let i = 0; i < TRENDING_MIN_CLIENTS; i++) await track('Binondo food', newClient())
    expect(await trending()).not.toContain('binondo food')
  })

  it('refuses a term outside the limits with 400', async () => {
    const admin = await signedInUser(app, { role: 'admin' })
    const res = await remove('<b>', admin.headers)
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toEqual([{ field: 'params.term', message: expect.stringContaining('Search query') }])
  })
})

describe('client hashes', () => {
  it(`are forgotten after ${CLIENT_HASH_DAYS} days; the counts stay`, async () => {
    await track('Fort Santiago', newClient())
    const before = await app.deps.db.searchQueryClient.count()
    expect(before).toBeGreaterThan(3)
    clock.set('2026-12-23T04:00:00Z')
    try {
      await track('Rizal Park', newClient())
      // Only the search just made keeps its client hash.
      expect(await app.deps.db.searchQueryClient.count()).toBe(1)
      expect(await app.deps.db.searchQuery.findUnique({ where: { term: 'fort santiago' } })).toMatchObject({ clientCount: 4 })
    } finally {
      clock.set('2026-11-21T04:00:00Z')
    }
  })
})
