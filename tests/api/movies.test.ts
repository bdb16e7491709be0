import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateShowtimes } from '../../api/cache/showtimes-cache.ts'
import { fixedClock } from '../../api/clock.ts'
import type { MovieListResponse, NearbyResponse, ThisWeekResponse } from '../../api/contracts/movies.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createMovie, createReview, createUser } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
})
afterAll(async () => {
  await app?.close()
})

const getJson = async <T>(path: string, init?: RequestInit) => {
  const res = await app.request(path, init)
  return { res, body: (await res.json()) as T }
}
const postJson = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

describe('movie lists', () => {
  it('moves a coming-soon movie to now showing on its Manila release day, without an edit', async () => {
    const opening = await createMovie(app.deps.db, { title: 'Opens Today', status: 'comingSoon', releaseDate: '2026-11-21' })
    const later = await createMovie(app.deps.db, { title: 'Opens Tomorrow', status: 'comingSoon', releaseDate: '2026-11-22' })
    invalidateShowtimes(app.deps.db)
    const nowShowing = (await getJson<MovieListResponse>('/api/movies/now-showing')).body.data
    const upcoming = (await getJson<MovieListResponse>('/api/movies/upcoming')).body.data
    expect(nowShowing.find((movie) => movie.id === opening.id)?.status).toBe('nowShowing')
    expect(upcoming.map((movie) => movie.id)).not.toContain(opening.id)
    expect(upcoming.find((movie) => movie.id === later.id)?.status).toBe('comingSoon')
    expect(nowShowing.map((movie) => movie.id)).not.toContain(later.id)
    const detail = await getJson<{ data: { status: string } }>(`/api/movies/${opening.id}`)
    expect(detail.body.data.status).toBe('nowShowing')
    await app.deps.db.movie.deleteMany({ where: { id: { in: [opening.id, later.id] } } })
    invalidateShowtimes(app.deps.db)
  })

  it('leaves a streaming title out of streaming soon from its streaming day on', async () => {
    const streaming = await createMovie(app.deps.db, { title: 'Already Streaming', status: 'streamingSoon', releaseDate: '2026-11-21' })
    const soon = await createMovie(app.deps.db, { title: 'Streams Tomorrow', status: 'streamingSoon', releaseDate: '2026-11-22' })
    try {
      invalidateShowtimes(app.deps.db)
      const ids = (await getJson<MovieListResponse>('/api/movies/streaming-soon')).body.data.map((movie) => movie.id)
      expect(ids).toContain(soon.id)
      expect(ids).not.toContain(streaming.id)
    } finally {
      await app.deps.db.movie.deleteMany({ where: { id: { in: [streaming.id, soon.id] } } })
      invalidateShowtimes(app.deps.db)
    }
  })

  it.each([
    ['/api/movies/now-showing', 'nowShowing'],
    ['/api/movies/upcoming', 'comingSoon'],
    ['/api/movies/streaming-soon', 'streamingSoon'],
  ])('%s lists only %s movies with the spec fields', async (path, status) => {
    const { res, body } = await getJson<MovieListResponse>(path)
    expect(res.status).toBe(200)
    expect(body.status).toBe('success')
    expect(body.data.length).toBeGreaterThan(0)
    for (const movie of body.data) {
      expect(movie.status).toBe(status)
      expect(movie.movie_id).toBe(movie.id)
      expect(movie.movieId).toBe(movie.id)
      expect(movie.url).toBe(`/movies/title/${movie.hash}/${movie.slug}`)
      expect(Array.isArray(movie.genre)).toBe(true)
      expect(movie.poster).toMatch(/^\/media\/posters\/.+\.webp\?w=\d+$/)
    }
  })

  it('upcoming is ordered by release date', async () => {
    const { body } = await getJson<MovieListResponse>('/api/movies/upcoming')
    const dates = body.data.map((movie) => movie.release_date ?? '')
    expect(dates).toEqual([...dates].sort())
  })

  it('now-showing carries a strong ETag, no-cache, and answers a matching If-None-Match with 304', async () => {
    const first = await app.request('/api/movies/now-showing')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}(-br|-gzip)?"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const second = await app.request('/api/movies/now-showing', { headers: { 'If-None-Match': etag! } })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
    const other = await app.request('/api/movies/now-showing', { headers: { 'If-None-Match': '"something-else"' } })
    expect(other.status).toBe(200)
  })

  it('this-week splits the Manila week into cinema and streaming, featured and regular', async () => {
    const { res, body } = await getJson<ThisWeekResponse>('/api/movies/this-week')
    expect(res.status).toBe(200)
    // 21 Nov 2026 is a Saturday: the Manila week runs Monday 16 to Sunday 22.
    expect(body.week).toEqual({ start: '2026-11-16', end: '2026-11-22' })
    const all = [...body.cinema.featured, ...body.cinema.regular, ...body.streaming.featured, ...body.streaming.regular]
    expect(all.length).toBeGreaterThan(0)
    for (const movie of all) {
      expect(movie.release_date! >= '2026-11-16' && movie.release_date! <= '2026-11-22').toBe(true)
    }
    for (const movie of body.cinema.featured) expect(movie.is_featured).toBe(true)
    for (const movie of body.cinema.regular) expect(movie.is_featured).toBe(false)
    for (const movie of [...body.streaming.featured, ...body.streaming.regular]) expect(movie.streaming_platform).not.toBeNull()
  })
})

describe('movie detail', () => {
  it('answers by id and by hash with credits and the coming showing dates', async () => {
    const { body: list } = await getJson<MovieListResponse>('/api/movies/now-showing')
    const movie = list.data[0]!
    const byId = await getJson<{ status: string; data: Record<string, unknown> }>(`/api/movies/${movie.id}`)
    expect(byId.res.status).toBe(200)
    expect(byId.body.data).toMatchObject({ id: movie.id, hash: movie.hash, title: movie.title })
    expect((byId.body.data.cast as unknown[]).length).toBeGreaterThan(0)
    expect((byId.body.data.directors as unknown[]).length).toBe(1)
    const dates = byId.body.data.showing_dates as string[]
    expect(dates.length).toBeGreaterThan(0)
    expect(dates[0]! >= '2026-11-21').toBe(true)
    expect(dates).toEqual([...dates].sort())
    const byHash = await getJson<{ data: unknown }>(`/api/movies/hash/${movie.hash}`)
    expect(byHash.res.status).toBe(200)
    expect(byHash.body.data).toEqual(byId.body.data)
  })

  it('answers 404 Movie not found for an unknown id or hash, and 400 for a non-numeric id', async () => {
    const unknownId = await getJson<{ code: string; message: string }>('/api/movies/999999')
    expect(unknownId.res.status).toBe(404)
    expect(unknownId.body.message).toBe('Movie not found')
    const unknownHash = await getJson<{ message: string }>('/api/movies/hash/zzzzzzzz')
    expect(unknownHash.res.status).toBe(404)
    expect(unknownHash.body.message).toBe('Movie not found')
    expect((await app.request('/api/movies/abc')).status).toBe(400)
  })

  it('finds the newest movie with a slug (the /movies/{slug} links), 404 for an unknown or malformed slug', async () => {
    const older = await createMovie(app.deps.db, { title: 'Showtimes', hash: 'oldshow1', status: 'nowShowing', releaseDate: '2020-01-10' })
    const newer = await createMovie(app.deps.db, { title: 'Showtimes', hash: 'newshow1', status: 'comingSoon', releaseDate: '2026-12-25' })
    try {
      expect(older.slug).toBe('showtimes')
      // A film called "Showtimes" is not taken for /api/movies/:id/showtimes.
      const found = await getJson<{ data: { id: number; hash: string } }>('/api/movies/slug/showtimes')
      expect(found.res.status).toBe(200)
      expect(found.body.data).toMatchObject({ id: newer.id, hash: newer.hash })
      for (const slug of ['no-such-film-anywhere', 'Showtimes', 'bad--slug', '%F0%9F%8E%AC', 'x'.repeat(201)]) {
        const missing = await getJson<{ message: string }>(`/api/movies/slug/${slug}`)
        expect(missing.res.status, slug).toBe(404)
        expect(missing.body.message).toBe('Movie not found')
      }
    } finally {
      await app.deps.db.movie.deleteMany({ where: { id: { in: [older.id, newer.id] } } })
    }
  })

  it('cast-crew lists the cast with characters and the crew with roles', async () => {
    const { body: list } = await getJson<MovieListResponse>('/api/movies/now-showing')
    const { res, body } = await getJson<{ data: { movie: { id: number }; cast: { name: string; character: string | null }[]; crew: { role: string }[] } }>(
      `/api/movies/${list.data[0]!.id}/cast-crew`,
    )
    expect(res.status).toBe(200)
    expect(body.data.movie.id).toBe(list.data[0]!.id)
    expect(body.data.cast.every((member) => typeof member.character === 'string')).toBe(true)
    expect(body.data.crew.some((member) => member.role === 'director')).toBe(true)
    expect((await app.request('/api/movies/999999/cast-crew')).status).toBe(404)
    expect((await app.request('/api/movies/x/cast-crew')).status).toBe(400)
  })
})

describe('POST /api/movies/ratings/batch', () => {
  it('averages review ratings per movie and answers every requested id', async () => {
    const db = app.deps.db
    const movie = await createMovie(db, { title: 'Rated Test Film' })
    const unrated = await createMovie(db, { title: 'Unrated Test Film' })
    const [a, b] = await Promise.all([createUser(db), createUser(db)])
    await createReview(db, { userId: a.id, externalContentId: String(movie.id), rating: 5 })
    await createReview(db, { userId: b.id, externalContentId: String(movie.id), rating: 4 })
    const res = await postJson('/api/movies/ratings/batch', { movieIds: [movie.id, unrated.id] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'success',
      ratings: { [movie.id]: { average: 4.5, count: 2 }, [unrated.id]: { average: null, count: 0 } },
    })
  })

  it('refuses more than 50 ids and ids that are not numbers', async () => {
    const tooMany = await postJson('/api/movies/ratings/batch', { movieIds: Array.from({ length: 51 }, (_, i) => i + 1) })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/At most 50 movieIds/)
    expect((await postJson('/api/movies/ratings/batch', { movieIds: ['x'] })).status).toBe(400)
    expect((await postJson('/api/movies/ratings/batch', {})).status).toBe(400)
  })
})

describe('GET /api/redirect-to-movie', () => {
  it('redirects to the canonical movie page, or to /movies for an unknown id', async () => {
    const { body: list } = await getJson<MovieListResponse>('/api/movies/now-showing')
    const movie = list.data[0]!
    const res = await app.request(`/api/redirect-to-movie?id=${movie.id}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/movies/title/${movie.hash}/${movie.slug}`)
    const unknown = await app.request('/api/redirect-to-movie?id=999999', { redirect: 'manual' })
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe('/movies')
  })
})

describe('GET /api/movies/nearby-malls', () => {
  const nearby = (query: string) => getJson<NearbyResponse & { message?: string }>(`/api/movies/nearby-malls?${query}`)

  it('orders cinemas by distance from a Makati point (Glorietta/Greenbelt area)', async () => {
    const { res, body } = await nearby('latitude=14.5509&longitude=121.0244')
    expect(res.status).toBe(200)
    expect(body.data).toHaveLength(32)
    // The seed has three Makati cinemas; they come first, nearest first.
    expect(body.data.slice(0, 3).map((cinema) => cinema.theater_name)).toEqual([
      'Glorietta 4 Cinemas',
      'Greenbelt 3 Cinemas',
      'Power Plant Cinemas',
    ])
    expect(body.data.slice(0, 3).every((cinema) => cinema.city === 'Makati')).toBe(true)
    const distances = body.data.map((cinema) => cinema.distance!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    // Glorietta is about 120 m away; Cebu about 570 km.
    expect(body.data[0]!.distance_text).toMatch(/^\d{2,3} m$/)
    expect(body.data.at(-1)!.distance_text).toMatch(/^\d+\.\d km$/)
  })

  it('orders cinemas by distance from a Quezon City point (TriNoma/SM North area)', async () => {
    const { body } = await nearby('latitude=14.6548&longitude=121.0318&limit=4')
    expect(body.data).toHaveLength(4)
    expect(body.data.map((cinema) => cinema.theater_name).slice(0, 2)).toEqual(['TriNoma Cinemas', 'SM North EDSA Cinemas'])
    expect(body.data.every((cinema) => cinema.city === 'Quezon City')).toBe(true)
    expect(body.data[0]!.distance).toBeLessThan(0.5)
    expect(body.data[0]!.url).toBe(`/movies/theaters/${body.data[0]!.slug}`)
  })

  it.each([
    ['latitude=91&longitude=121', /latitude must be between -90 and 90/],
    ['latitude=14.5&longitude=-181', /longitude must be between -180 and 180/],
    ['latitude=abc&longitude=121', /latitude must be a number/],
    ['longitude=121', /latitude is required/],
    ['latitude=14.5&longitude=121&limit=51', /limit must be between 1 and 50/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const { res, body } = await nearby(query)
    expect(res.status).toBe(400)
    expect(body.message).toMatch(message)
  })
})
