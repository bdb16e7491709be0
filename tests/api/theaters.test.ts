import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateShowtimes, showtimesCache } from '../../api/cache/showtimes-cache.ts'
import { fixedClock } from '../../api/clock.ts'
import type { CinemaLocationsResponse, CinemasResponse, MovieShowtimesResponse, ScheduleResponse, TheaterDayResponse, TheaterResponse } from '../../api/contracts/movies.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
/** A theater and a movie with showtimes today and on later days. */
let theaterId: number
let theaterSlug: string
let movieId: number

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  const show = await app.deps.db.schedule.findFirstOrThrow({
    where: { showDate: '2026-11-21' },
    orderBy: { id: 'asc' },
    select: { theaterId: true, movieId: true, theater: { select: { slug: true } } },
  })
  theaterId = show.theaterId
  movieId = show.movieId
  theaterSlug = show.theater.slug
})
afterAll(async () => {
  await app?.close()
})

const getJson = async <T>(path: string, init?: RequestInit) => {
  const res = await app.request(path, init)
  return { res, body: (await res.json()) as T & { message?: string } }
}
const schedulePath = (query = '') => `/api/theaters/${theaterId}/movies/${movieId}/schedule${query}`

/** The Manila wall-clock time of an instant, computed with Intl (independently of the API's date-fns). */
const manilaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso))

describe('GET /api/theaters/:theaterId/movies/:movieId/schedule', () => {
  it('defaults to the first available Manila date and lists its showtimes', async () => {
    const { res, body } = await getJson<ScheduleResponse>(schedulePath())
    expect(res.status).toBe(200)
    expect(body.status).toBe('success')
    expect(body.message).toBe('Schedule retrieved successfully')
    const { data } = body
    expect(data.schedule_date).toBe('2026-11-21')
    expect(data.available_schedule[0]).toBe('2026-11-21')
    expect(data.available_schedule).toEqual([...new Set(data.available_schedule)].sort())
    expect(data.cinema).toMatchObject({ theater_id: theaterId, id: theaterId, slug: theaterSlug })
    expect(data.movie).toMatchObject({ movie_id: movieId })
    expect(data.schedule.length).toBeGreaterThan(0)
    const starts = data.schedule.map((entry) => entry.show_datetime)
    expect(starts).toEqual([...starts].sort())
    for (const entry of data.schedule) {
      expect(entry.theater_id).toBe(theaterId)
      expect(entry.show_date).toBe('2026-11-21')
      expect(entry.show_time).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/)
      expect(entry.show_time).toBe(manilaTime(entry.show_datetime))
      expect(Math.round(entry.price * 100)).toBe(entry.price * 100)
      expect(entry.price_text).toBe(entry.price.toFixed(2))
      expect(entry.screening_type_display).toBe(entry.in3d ? '3D' : entry.format)
    }
  })

  it('reads schedule_date or date, schedule_date first', async () => {
    const { body: first } = await getJson<ScheduleResponse>(schedulePath())
    const later = first.data.available_schedule[1]!
    const viaDate = await getJson<ScheduleResponse>(schedulePath(`?date=${later}`))
    expect(viaDate.body.data.schedule_date).toBe(later)
    expect(viaDate.body.data.schedule.every((entry) => entry.show_date === later)).toBe(true)
    const both = await getJson<ScheduleResponse>(schedulePath(`?schedule_date=2026-11-21&date=${later}`))
    expect(both.body.data.schedule_date).toBe('2026-11-21')
  })

  it('says so when the date has no showtimes', async () => {
    const { res, body } = await getJson<ScheduleResponse>(schedulePath('?date=2027-03-01'))
    expect(res.status).toBe(200)
    expect(body.data.schedule).toEqual([])
    expect(body.message).toBe('No showtimes available for the selected date. Please choose a different date.')
  })

  it.each(['2026-02-30', '2026-13-01', '21-11-2026', 'tomorrow', '2026-11-2'])('answers 400 Invalid Date for %s', async (date) => {
    const { res, body } = await getJson(schedulePath(`?date=${date}`))
    expect(res.status).toBe(400)
    expect(body.message).toBe('Invalid Date')
  })

  it('answers 404 for an unknown theater or movie, 400 for a non-numeric id', async () => {
    const noTheater = await getJson(`/api/theaters/999999/movies/${movieId}/schedule`)
    expect(noTheater.res.status).toBe(404)
    expect(noTheater.body.message).toBe('Theater not found')
    const noMovie = await getJson(`/api/theaters/${theaterId}/movies/999999/schedule`)
    expect(noMovie.res.status).toBe(404)
    expect(noMovie.body.message).toBe('Movie not found')
    expect((await app.request(`/api/theaters/${theaterId}/movies/abc/schedule`)).status).toBe(400)
  })

  it('answers a repeated request carrying its ETag with 304 Not Modified', async () => {
    const first = await app.request(schedulePath())
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}(-br|-gzip)?"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await app.request(schedulePath(), { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('serves compressed variants with their own ETag and the identity body otherwise', async () => {
    const plain = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'identity' } })
    const plainTag = plain.headers.get('etag')!
    expect(plain.headers.get('content-encoding')).toBeNull()
    const body = await plain.text()
    expect(plainTag).toBe(`"${await sha256Base64Url(body)}"`)
    const gzip = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('etag')).toBe(`${plainTag.slice(0, -1)}-gzip"`)
    expect(await gzip.text()).toBe(body) // fetch decodes it
    // An encoding we do not offer (deflate) gets the identity bytes that its ETag names.
    const deflate = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'deflate' } })
    expect(deflate.headers.get('content-encoding')).toBeNull()
    expect(deflate.headers.get('etag')).toBe(plainTag)
    // A tag of either representation revalidates.
    expect((await app.request(schedulePath(), { headers: { 'If-None-Match': plainTag, 'Accept-Encoding': 'br' } })).status).toBe(304)
  })

  it('answers from the cache (the fast path before routing) with the same headers and body as the first answer', async () => {
    invalidateShowtimes(app.deps.db)
    const first = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'identity' } })
    const cached = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'identity' } })
    expect(cached.status).toBe(200)
    expect(await cached.text()).toBe(await first.text())
    const stable = (res: Response) => {
      const headers = Object.fromEntries(res.headers)
      delete headers['x-request-id']
      delete headers.date
      return headers
    }
    expect(stable(cached)).toEqual(stable(first))
    expect(cached.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(cached.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    // HEAD gets the headers without the body.
    const head = await app.request(schedulePath(), { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await head.text()).toBe('')
    // Input the route refuses is still refused once the date-less answer is cached.
    const badDate = await getJson(schedulePath('?date=2026-02-30'))
    expect(badDate.res.status).toBe(400)
    expect(badDate.body.message).toBe('Invalid Date')
    // A broken session cookie does not matter to a public cached read.
    expect((await app.request(schedulePath(), { headers: { Cookie: 'gala_session=forged' } })).status).toBe(200)
    // Other methods on the path are still 405 with Allow.
    const post = await app.request(schedulePath(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toContain('GET')
  })

  it('keeps the cached body until invalidateShowtimes(), then the ETag follows the data', async () => {
    const db = app.deps.db
    const before = await app.request(schedulePath(), { headers: { 'Accept-Encoding': 'identity' } })
    const etag = before.headers.get('etag')!
    const row = await db.schedule.findFirstOrThrow({ where: { theaterId, movieId, showDate: '2026-11-21' }, orderBy: { startsAt: 'asc' } })
    await db.schedule.update({ where: { id: row.id }, data: { price: row.price + 1000 } })

    // Still the cached body: the write did not invalidate.
    const cached = await app.request(schedulePath(), { headers: { 'If-None-Match': etag } })
    expect(cached.status).toBe(304)

    expect(invalidateShowtimes(db)).toBeGreaterThan(0)
    const after = await getJson<ScheduleResponse>(schedulePath(), { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' } })
    expect(after.res.status).toBe(200)
    expect(after.res.headers.get('etag')).not.toBe(etag)
    expect(after.body.data.schedule.find((entry) => entry.id === row.id)!.price).toBe((row.price + 1000) / 100)
  })
})

describe('GET /api/movies/:id/showtimes', () => {
  it("lists every cinema showing the movie on the day with that day's showtimes, cinemas by name", async () => {
    const { res, body } = await getJson<MovieShowtimesResponse>(`/api/movies/${movieId}/showtimes?date=2026-11-21`)
    expect(res.status).toBe(200)
    const { data } = body
    expect(data).toMatchObject({ movie_id: movieId, date: '2026-11-21' })
    expect(data.available_dates[0]).toBe('2026-11-21')
    expect(data.available_dates).toEqual([...new Set(data.available_dates)].sort())
    const names = data.cinemas.map((entry) => entry.cinema.theater_name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(data.cinemas.map((entry) => entry.cinema.theater_id)).toContain(theaterId)
    const expected = await app.deps.db.schedule.count({ where: { movieId, showDate: '2026-11-21' } })
    expect(data.cinemas.reduce((sum, entry) => sum + entry.schedule.length, 0)).toBe(expected)
    for (const { cinema, schedule } of data.cinemas) {
      expect(schedule.length).toBeGreaterThan(0)
      for (const entry of schedule) expect(entry).toMatchObject({ movie_id: movieId, theater_id: cinema.theater_id, show_date: '2026-11-21' })
    }
  })

  it('defaults to the first date with showtimes; 400 for a bad date or id, 404 for an unknown movie; 304 with its ETag', async () => {
    const plain = await getJson<MovieShowtimesResponse>(`/api/movies/${movieId}/showtimes`)
    expect(plain.body.data.date).toBe(plain.body.data.available_dates[0])
    const badDate = await getJson(`/api/movies/${movieId}/showtimes?date=2026-13-01`)
    expect(badDate.res.status).toBe(400)
    expect(badDate.body.message).toBe('Invalid Date')
    expect((await app.request('/api/movies/abc/showtimes')).status).toBe(400)
    const unknown = await getJson('/api/movies/999999/showtimes')
    expect(unknown.res.status).toBe(404)
    expect(unknown.body.message).toBe('Movie not found')
    const etag = plain.res.headers.get('etag')!
    expect((await app.request(`/api/movies/${movieId}/showtimes`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('says so with an empty list on a date without showtimes', async () => {
    const { res, body } = await getJson<MovieShowtimesResponse>(`/api/movies/${movieId}/showtimes?date=2030-01-01`)
    expect(res.status).toBe(200)
    expect(body.data.cinemas).toEqual([])
  })
})

describe('theater pages and cinemas by location', () => {
  it('GET /api/theaters/:slugOrId answers by slug and by id with the mall, 404 when unknown', async () => {
    const bySlug = await getJson<TheaterResponse>(`/api/theaters/${theaterSlug}`)
    expect(bySlug.res.status).toBe(200)
    expect(bySlug.body.data).toMatchObject({ id: theaterId, slug: theaterSlug, distance: null, url: `/movies/theaters/${theaterSlug}` })
    expect(bySlug.body.data.mall_name.length).toBeGreaterThan(0)
    const byId = await getJson<TheaterResponse>(`/api/theaters/${theaterId}`)
    expect(byId.body.data).toEqual(bySlug.body.data)
    const unknown = await getJson('/api/theaters/no-such-cinema')
    expect(unknown.res.status).toBe(404)
    expect(unknown.body.message).toBe('Theater not found')
  })

  it("GET /api/theaters/:slugOrId/movies lists the day's movies with their showtimes", async () => {
    const { res, body } = await getJson<TheaterDayResponse>(`/api/theaters/${theaterSlug}/movies?date=2026-11-22`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBeTruthy()
    expect(body.data.date).toBe('2026-11-22')
    expect(body.data.available_dates[0]).toBe('2026-11-21')
    expect(body.data.movies.length).toBeGreaterThan(0)
    for (const { movie, schedule } of body.data.movies) {
      expect(schedule.length).toBeGreaterThan(0)
      expect(schedule.every((entry) => entry.movie_id === movie.id && entry.show_date === '2026-11-22')).toBe(true)
    }
    expect((await app.request(`/api/theaters/${theaterSlug}/movies?date=2026-02-31`)).status).toBe(400)
    expect((await app.request('/api/theaters/no-such-cinema/movies')).status).toBe(404)
  })

  it('GET /api/cinemas/locations counts cinemas per Metro Manila city and per province', async () => {
    const { res, body } = await getJson<CinemaLocationsResponse>('/api/cinemas/locations')
    expect(res.status).toBe(200)
    expect(body.metroManila).toContainEqual({ city: 'Makati', citySlug: 'makati', count: 3 })
    expect(body.metroManila).toContainEqual({ city: 'Quezon City', citySlug: 'quezon-city', count: 6 })
    expect(body.provinces).toContainEqual({ province: 'Cebu', provinceSlug: 'cebu', count: 2 })
    const total = [...body.metroManila, ...body.provinces].reduce((sum, entry) => sum + entry.count, 0)
    expect(total).toBe(32)
  })

  it('GET /api/cinemas?city= | province= lists the cinemas there, 404 for an unknown slug, 400 for both', async () => {
    const city = await getJson<CinemasResponse>('/api/cinemas?city=makati')
    expect(city.res.status).toBe(200)
    expect(city.body.data).toMatchObject({ kind: 'city', name: 'Makati', slug: 'makati' })
    expect(city.body.data.cinemas.map((cinema) => cinema.city)).toEqual(['Makati', 'Makati', 'Makati'])
    const province = await getJson<CinemasResponse>('/api/cinemas?province=cebu')
    expect(province.body.data.cinemas).toHaveLength(2)
    const unknown = await getJson('/api/cinemas?city=atlantis')
    expect(unknown.res.status).toBe(404)
    expect(unknown.body.message).toBe('Location not found')
    expect((await app.request('/api/cinemas?city=makati&province=cebu')).status).toBe(400)
  })
})

// Last: it moves the shared clock.
describe('Manila midnight', () => {
  it('keys cached answers by the Manila date, so "today" moves at midnight without a write', async () => {
    clock.set('2026-11-21T15:59:00Z') // 23:59 on the 21st in Manila
    const late = await getJson<ScheduleResponse>(schedulePath())
    expect(late.body.data.available_schedule[0]).toBe('2026-11-21')
    expect(showtimesCache(app.deps.db).keys().some((key) => key.startsWith('2026-11-21|schedule|'))).toBe(true)

    clock.set('2026-11-21T16:00:00Z') // 00:00 on the 22nd in Manila
    const next = await getJson<ScheduleResponse>(schedulePath())
    expect(next.body.data.available_schedule).not.toContain('2026-11-21')
    expect(next.body.data.schedule_date).toBe('2026-11-22')
    expect(next.res.headers.get('etag')).not.toBe(late.res.headers.get('etag'))
    expect(showtimesCache(app.deps.db).keys().some((key) => key.startsWith('2026-11-22|schedule|'))).toBe(true)
  })
})

async function sha256Base64Url(text: string): Promise<string> {
  const { createHash } = await import('node:crypto')
  return createHash('sha256').update(text).digest('base64url')
}
