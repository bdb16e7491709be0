import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { MovieListResponse } from '../../api/contracts/movies.ts'
import {
  TV_MESSAGES,
  type AdminStreamingShowDeleteResponse,
  type AdminStreamingShowListResponse,
  type AdminStreamingShowResponse,
  type NetworkResponse,
  type StreamingShowCreateInput,
} from '../../api/contracts/tv.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let adminId: number
let moderator: Record<string, string>
let user: Record<string, string>

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  const a = await signedInUser(app, { username: 'st_admin', email: 'st.admin@example.test', role: 'admin' })
  admin = a.headers
  adminId = a.user.id
  moderator = (await signedInUser(app, { username: 'st_mod', email: 'st.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'st_user', email: 'st.user@example.test' })).headers
}, 120_000)
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

const valid: StreamingShowCreateInput = {
  title: 'Jeepney Kings',
  network: 'netflix',
  streamingDate: '2026-12-05',
  kind: 'series',
  season: 1,
  synopsis: 'Rival jeepney operators in Cubao race to modernise before the franchise deadline.',
  genres: ['Comedy', 'Drama'],
  featured: true,
}
const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const netflixUpcoming = async () => (await call<NetworkResponse>('GET', '/api/tv/networks/netflix')).body.data.upcoming.map((title) => title.title)

describe('who may use /api/admin/streaming-shows', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/streaming-shows'],
    ['POST', '/api/admin/streaming-shows', valid],
    ['GET', '/api/admin/streaming-shows/1'],
    ['PUT', '/api/admin/streaming-shows/1', { title: 'Renamed' }],
    ['DELETE', '/api/admin/streaming-shows/1'],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path, body) => {
    expect((await call(method, path, {}, body)).res.status).toBe(401)
    expect((await call(method, path, user, body)).res.status).toBe(403)
    expect((await call(method, path, moderator, body)).res.status).toBe(403)
  })
})

describe('/api/admin/streaming-shows', () => {
  let id: number

  it('lists titles, newest streaming date first, with search, network filter and paging', async () => {
    const { res, body } = await call<AdminStreamingShowListResponse>('GET', '/api/admin/streaming-shows?per_page=5', admin)
    expect(res.status).toBe(200)
    expect(body.data).toHaveLength(5)
    expect(body.pagination).toMatchObject({ page: 1, per_page: 5 })
    const dates = body.data.map((title) => title.streaming_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const search = await call<AdminStreamingShowListResponse>('GET', '/api/admin/streaming-shows?q=aswang', admin)
    expect(search.body.data.map((title) => title.title)).toEqual(['Aswang Chronicles'])
    const disney = await call<AdminStreamingShowListResponse>('GET', '/api/admin/streaming-shows?network=disney-plus', admin)
    expect(disney.body.data.every((title) => title.network.slug === 'disney-plus')).toBe(true)
    const bad = await call('GET', '/api/admin/streaming-shows?network=viu&per_page=0', admin)
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues?.map((issue) => issue.field).sort()).toEqual(['query.network', 'query.per_page'])
  })

  it('refuses a bad body with the field and the message (400)', async () => {
    const bad = await call('POST', '/api/admin/streaming-shows', admin, { title: '  ', network: 'viu', streamingDate: '2026-02-30', kind: 'film', season: 0, genres: 'Drama' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { field: 'title', message: TV_MESSAGES.titleRequired },
        { field: 'network', message: TV_MESSAGES.unknownNetwork },
        { field: 'streamingDate', message: TV_MESSAGES.invalidDate },
        { field: 'kind', message: TV_MESSAGES.kindInvalid },
        { field: 'season', message: TV_MESSAGES.seasonInvalid },
        { field: 'genres', message: TV_MESSAGES.genresInvalid },
      ]),
    )
    const unknownShow = await call('POST', '/api/admin/streaming-shows', admin, { ...valid, showId: 999999 })
    expect(unknownShow.res.status).toBe(400)
    expect(unknownShow.body.issues).toEqual([{ field: 'showId', message: 'Show not found' }])
    expect((await call('PUT', '/api/admin/streaming-shows/1', admin, {})).body.issues).toEqual([{ field: 'body', message: TV_MESSAGES.nothingToUpdate }])
  })

  it('creates a title (201) with its release record, audited, and the public lists show it at once', async () => {
    expect(await netflixUpcoming()).not.toContain('Jeepney Kings') // also fills the cache
    const { res, body } = await call<AdminStreamingShowResponse>('POST', '/api/admin/streaming-shows', admin, valid)
    expect(res.status).toBe(201)
    id = body.data.id
    expect(body.data).toMatchObject({ title: 'Jeepney Kings', slug: 'jeepney-kings', network: { slug: 'netflix' }, streaming_date: '2026-12-05', status: 'upcoming', can_notify: true, waiting_alerts: 0, season: 1 })
    const movie = await app.deps.db.movie.findUniqueOrThrow({ where: { id: body.data.movie_id } })
    expect(movie).toMatchObject({ status: 'streamingSoon', releaseDate: '2026-12-05', streamingPlatform: 'Netflix', title: 'Jeepney Kings' })
    expect((await app.request(body.data.poster)).status).toBe(200)
    const entry = await lastAudit('streaming-show.create')
    expect(entry).toMatchObject({ actorId: adminId, entityType: 'streaming-show', entityId: String(id), before: null })
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: 'Jeepney Kings', network: 'netflix', streamingDate: '2026-12-05' })
    expect(await netflixUpcoming()).toContain('Jeepney Kings')
    const streamingSoon = await call<MovieListResponse>('GET', '/api/movies/streaming-soon')
    expect(streamingSoon.body.data.map((film) => film.title)).toContain('Jeepney Kings')
  })

  it('edits a title (200): only the changed fields are audited, and the release date follows', async () => {
    const { res, body } = await call<AdminStreamingShowResponse>('PUT', `/api/admin/streaming-shows/${id}`, admin, { network: 'max', streamingDate: '2026-12-12' })
    expect(res.status).toBe(200)
    expect(body.data).toMatchObject({ network: { slug: 'max' }, streaming_date: '2026-12-12', title: 'Jeepney Kings' })
    expect(await app.deps.db.movie.findUniqueOrThrow({ where: { id: body.data.movie_id } })).toMatchObject({ releaseDate: '2026-12-12', streamingPlatform: 'Max' })
    const entry = await lastAudit('streaming-show.update')
    expect(JSON.parse(entry!.before!)).toEqual({ network: 'netflix', streamingDate: '2026-12-05' })
    expect(JSON.parse(entry!.after!)).toEqual({ network: 'max', streamingDate: '2026-12-12' })
    expect(await netflixUpcoming()).not.toContain('Jeepney Kings')
    const get = await call<AdminStreamingShowResponse>('GET', `/api/admin/streaming-shows/${id}`, admin)
    expect(get.body.data.network.slug).toBe('max')
  })

  it('deletes a title (200) with its release record, audited; then 404', async () => {
    const movieId = (await app.deps.db.streamingTitle.findUniqueOrThrow({ where: { id } })).movieId
    const { res, body } = await call<AdminStreamingShowDeleteResponse>('DELETE', `/api/admin/streaming-shows/${id}`, admin)
    expect(res.status).toBe(200)
    expect(body).toEqual({ status: 'success', deleted: id })
    expect(await app.deps.db.movie.findUnique({ where: { id: movieId } })).toBeNull()
    expect(await lastAudit('streaming-show.delete')).toMatchObject({ entityId: String(id), after: null })
    expect((await call('GET', `/api/tv/titles/${id}`)).res.status).toBe(404)
    for (const [method, body] of [['GET'], ['PUT', { title: 'X' }], ['DELETE']] as const) {
      const missing = await call(method, `/api/admin/streaming-shows/${id}`, admin, body)
      expect(missing.res.status, method).toBe(404)
      expect(missing.body.message).toBe(TV_MESSAGES.titleNotFound)
    }
    expect((await call('GET', '/api/admin/streaming-shows/abc', admin)).res.status).toBe(400)
  })

  it('deleting the streaming title of a film that also plays in cinemas keeps the film and its showtimes', async () => {
    const db = app.deps.db
    // A film in cinemas now that is also coming to a network (the title row points at the film's own record).
    const film = await db.movie.findFirstOrThrow({ where: { schedules: { some: {} }, streamingTitle: null }, select: { id: true, title: true } })
    const network = await db.streamingNetwork.findFirstOrThrow({ select: { id: true } })
    const linked = await db.streamingTitle.create({
      data: { movieId: film.id, networkId: network.id, title: film.title, slug: 'in-cinemas-and-streaming', kind: 'movie', streamingDate: '2026-12-20' },
      select: { id: true, movieId: true },
    })
    const showings = await db.schedule.count({ where: { movieId: linked!.movieId } })
    const { res } = await call('DELETE', `/api/admin/streaming-shows/${linked!.id}`, admin)
    expect(res.status).toBe(200)
    expect(await db.streamingTitle.findUnique({ where: { id: linked!.id } })).toBeNull()
    expect(await db.movie.findUnique({ where: { id: linked!.movieId } })).not.toBeNull()
    expect(await db.schedule.count({ where: { movieId: linked!.movieId } })).toBe(showings)
  })
})
