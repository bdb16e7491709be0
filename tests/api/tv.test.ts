import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { NOTIFICATION_MESSAGES } from '../../api/contracts/notifications.ts'
import {
  TV_MESSAGES,
  type ChannelListResponse,
  type ChannelResponse,
  type ChannelScheduleResponse,
  type NetworkListResponse,
  type NetworkResponse,
  type OnNowResponse,
  type ScheduleGridResponse,
  type ShowListResponse,
  type ShowResponse,
  type StreamingNotifyResponse,
  type StreamingTitleResponse,
} from '../../api/contracts/tv.ts'
import { releaseDueAlerts } from '../../api/jobs/release-alerts.ts'
import { DEMO_CHANNELS, DEMO_NETWORKS } from '../../prisma/demo/tv.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let fan: Record<string, string>
let fanId: number

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  const signedIn = await signedInUser(app, { username: 'tv_fan', email: 'tv.fan@example.test' })
  fan = signedIn.headers
  fanId = signedIn.user.id
}, 120_000)
afterAll(async () => {
  await app?.close()
})

type ErrorBody = { code?: string; message?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as T & ErrorBody }
}
const get = <T>(path: string, headers: Record<string, string> = {}) => call<T>('GET', path, headers)

/** 200 with a strong ETag and no-cache, then 304 without a body for If-None-Match. */
async function expectEtag304(path: string) {
  const first = await app.request(path)
  expect(first.status).toBe(200)
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^"[^"]+"$/)
  expect(first.headers.get('cache-control')).toBe('no-cache')
  const again = await app.request(path, { headers: { 'If-None-Match': etag! } })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
}

const channelId = async (slug: string) => (await app.deps.db.tvChannel.findUniqueOrThrow({ where: { slug } })).id

describe('GET /api/tv/channels', () => {
  it('lists every channel with its generated logo, kind and number', async () => {
    const { res, body } = await get<ChannelListResponse>('/api/tv/channels')
    expect(res.status).toBe(200)
    expect(body.data.map((channel) => channel.slug)).toEqual(DEMO_CHANNELS.map((channel) => channel.slug))
    const gma = body.data.find((channel) => channel.slug === 'gma')!
    expect(gma).toMatchObject({ name: 'GMA', kind: 'free-to-air', number: '7', logo: '/media/tv/channels/gma.webp', url: `/tv/channels/${gma.id}` })
    const logo = await app.request(gma.logo)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/webp')
    const drawing = await app.request(gma.logo.replace('.webp', '.svg'))
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml')
    expect(await drawing.text()).toContain('GMA')
  })

  it('filters by kind, and answers 400 for an unknown kind', async () => {
    const cable = await get<ChannelListResponse>('/api/tv/channels?kind=cable')
    expect(cable.body.data.length).toBeGreaterThan(0)
    expect(cable.body.data.every((channel) => channel.kind === 'cable')).toBe(true)
    const bad = await get('/api/tv/channels?kind=satellite')
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual([{ field: 'query.kind', message: TV_MESSAGES.invalidKind }])
  })

  it('answers 304 to If-None-Match', () => expectEtag304('/api/tv/channels'))
})

describe('GET /api/tv/channels/:idOrSlug', () => {
  it('finds a channel by id or slug, with the dates that have programmes', async () => {
    const id = await channelId('tv5')
    const byId = await get<ChannelResponse>(`/api/tv/channels/${id}`)
    expect(byId.res.status).toBe(200)
    expect(byId.body.data.channel.slug).toBe('tv5')
    expect(byId.body.data.available_dates[0]).toBe('2026-11-21')
    // Today to today+6, and the early hours of today+7 that the last broadcast day reaches into.
    expect(byId.body.data.available_dates).toHaveLength(8)
    expect(byId.body.data.available_dates.at(-1)).toBe('2026-11-28')
    const bySlug = await get<ChannelResponse>('/api/tv/channels/tv5')
    expect(bySlug.body).toEqual(byId.body)
  })

  it('answers 404 "Channel not found" for an unknown channel and 400 for a malformed one', async () => {
    const missing = await get('/api/tv/channels/no-such-channel')
    expect(missing.res.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'CHANNEL_NOT_FOUND', message: TV_MESSAGES.channelNotFound })
    expect((await get('/api/tv/channels/999999')).res.status).toBe(404)
    expect((await get('/api/tv/channels/Not_A_Slug')).res.status).toBe(400)
  })

  it('answers 304 to If-None-Match', () => expectEtag304('/api/tv/channels/gma'))
})

describe('GET /api/tv/channels/:idOrSlug/schedule', () => {
  it("lists today's programmes in Manila time by default, each with Manila-offset instants", async () => {
    const { res, body } = await get<ChannelScheduleResponse>('/api/tv/channels/gma/schedule')
    expect(res.status).toBe(200)
    expect(body.message).toBe(TV_MESSAGES.scheduleFound)
    expect(body.data.date).toBe('2026-11-21')
    const programmes = body.data.programmes
    // Yesterday's late film crosses midnight, so it opens today's list; then the replay from 00:30.
    expect(programmes[0]).toMatchObject({ title: 'Kapuso Late Night Cinema', start: '2026-11-20T22:30:00+08:00', end: '2026-11-21T00:30:00+08:00', start_date: '2026-11-20' })
    expect(programmes[1]).toMatchObject({ title: 'GMA Replay', start: '2026-11-21T00:30:00+08:00', end: '2026-11-21T05:00:00+08:00', start_time: '12:30 AM' })
    const noon = programmes.find((programme) => programme.title === 'Ulan sa Disyembre')!
    expect(noon).toMatchObject({ start: '2026-11-21T12:30:00+08:00', start_time: '12:30 PM', end_time: '3:00 PM', duration_minutes: 150, genre: 'Drama' })
    expect(noon.show).toMatchObject({ slug: 'ulan-sa-disyembre' })
    expect(noon.show!.url).toBe(`/tv/shows/${noon.show!.id}`)
    expect(new Date(noon.start).toISOString()).toBe('2026-11-21T04:30:00.000Z')
  })

  it('lists a programme that crosses Manila midnight on both days', async () => {
    const day1 = await get<ChannelScheduleResponse>('/api/tv/channels/gma/schedule?date=2026-11-21')
    const day2 = await get<ChannelScheduleResponse>('/api/tv/channels/gma/schedule?date=2026-11-22')
    const late = day1.body.data.programmes.at(-1)!
    expect(late).toMatchObject({ title: 'Kapuso Late Night Cinema', start: '2026-11-21T22:30:00+08:00', end: '2026-11-22T00:30:00+08:00', start_date: '2026-11-21' })
    expect(day2.body.data.programmes[0]).toEqual(late)
    expect(day2.body.data.date).toBe('2026-11-22')
  })

  it('answers a date without programmes with the spec-style message and an empty list', async () => {
    const { res, body } = await get<ChannelScheduleResponse>('/api/tv/channels/gma/schedule?date=2027-03-01')
    expect(res.status).toBe(200)
    expect(body.message).toBe(TV_MESSAGES.noProgrammes)
    expect(body.data.programmes).toEqual([])
  })

  it('answers 400 "Invalid Date" and 404 "Channel not found"', async () => {
    for (const date of ['2026-02-30', '21-11-2026', 'tomorrow']) {
      const bad = await get(`/api/tv/channels/gma/schedule?date=${date}`)
      expect(bad.res.status, date).toBe(400)
      expect(bad.body.message).toBe(TV_MESSAGES.invalidDate)
    }
    const missing = await get('/api/tv/channels/nope/schedule?date=2026-11-21')
    expect(missing.res.status).toBe(404)
    expect(missing.body.message).toBe(TV_MESSAGES.channelNotFound)
  })

  it('answers 304 to If-None-Match, also from the fast path', async () => {
    await expectEtag304('/api/tv/channels/gma/schedule?date=2026-11-22')
    await expectEtag304('/api/tv/channels/gma/schedule')
  })
})

describe('GET /api/tv/schedules', () => {
  it('gives every channel its programmes for the date (the grid)', async () => {
    const { res, body } = await get<ScheduleGridResponse>('/api/tv/schedules?date=2026-11-23')
    expect(res.status).toBe(200)
    expect(body.data.date).toBe('2026-11-23')
    expect(body.data.channels).toHaveLength(DEMO_CHANNELS.length)
    for (const row of body.data.channels) {
      expect(row.programmes.length).toBeGreaterThan(5)
      expect(row.programmes.every((programme) => programme.channel_id === row.channel.id)).toBe(true)
    }
  })

  it('answers 400 "Invalid Date" and 304 to If-None-Match', async () => {
    const bad = await get('/api/tv/schedules?date=2026-13-01')
    expect(bad.res.status).toBe(400)
    expect(bad.body.message).toBe(TV_MESSAGES.invalidDate)
    await expectEtag304('/api/tv/schedules')
  })
})

describe('GET /api/tv/on-now', () => {
  it("tells what is on now and next on every channel, and tonight's highlights", async () => {
    const { res, body } = await get<OnNowResponse>('/api/tv/on-now')
    expect(res.status).toBe(200)
    expect(body.data.at).toBe('2026-11-21T12:00:00+08:00')
    expect(body.data.channels).toHaveLength(DEMO_CHANNELS.length)
    const gma = body.data.channels.find((row) => row.channel.slug === 'gma')!
    expect(gma.now).toMatchObject({ title: 'Tanghali sa Studio Siete', is_live: true })
    expect(gma.next).toMatchObject({ title: 'Ulan sa Disyembre', start_time: '12:30 PM' })
    for (const row of body.data.channels) expect(row.now, row.channel.slug).not.toBeNull()
    expect(body.data.tonight.length).toBeGreaterThan(0)
    for (const { programme } of body.data.tonight) {
      expect(programme.show).not.toBeNull()
      expect(programme.start >= '2026-11-21T18:00:00+08:00' && programme.start < '2026-11-21T23:00:00+08:00').toBe(true)
    }
  })

  it('answers 304 to If-None-Match within the minute', () => expectEtag304('/api/tv/on-now'))
})

describe('GET /api/tv/shows and /api/tv/shows/:idOrSlug', () => {
  it('lists shows with genres, network, seasons and where to stream; filters by genre and network', async () => {
    const { res, body } = await get<ShowListResponse>('/api/tv/shows')
    expect(res.status).toBe(200)
    const lihim = body.data.find((show) => show.slug === 'lihim-ng-isla')!
    expect(lihim).toMatchObject({ network: 'GMA Network', seasons: 2, genres: ['Drama', 'Mystery'], poster: '/media/tv/shows/lihim-ng-isla.webp' })
    expect(lihim.channel).toMatchObject({ slug: 'gma' })
    expect(lihim.where_to_stream.map((network) => network.slug)).toEqual(['netflix', 'prime-video'])
    const news = await get<ShowListResponse>('/api/tv/shows?genre=news')
    expect(news.body.data.length).toBeGreaterThan(0)
    expect(news.body.data.every((show) => show.genres.includes('News'))).toBe(true)
    const netflix = await get<ShowListResponse>('/api/tv/shows?network=netflix')
    expect(netflix.body.data.map((show) => show.slug)).toContain('dito-sa-bgc')
    const tooLong = await get(`/api/tv/shows?genre=${'x'.repeat(61)}`)
    expect(tooLong.res.status).toBe(400)
  })

  it('gives a show with its next airings and its streaming titles; 404 "Show not found"', async () => {
    const byId = (await get<ShowListResponse>('/api/tv/shows')).body.data.find((show) => show.slug === 'lihim-ng-isla')!.id
    const { res, body } = await get<ShowResponse>(`/api/tv/shows/${byId}`)
    expect(res.status).toBe(200)
    expect(body.data.show.title).toBe('Lihim ng Isla')
    expect(body.data.airings.length).toBeGreaterThan(0)
    expect(body.data.airings[0]!.programme.start >= '2026-11-21').toBe(true)
    expect(new Set(body.data.airings.map((airing) => airing.channel.slug))).toEqual(new Set(['gma', 'gtv']))
    expect(body.data.streaming.map((title) => title.network.slug)).toEqual(['netflix'])
    expect((await get<ShowResponse>('/api/tv/shows/lihim-ng-isla')).body).toEqual(body)
    const missing = await get('/api/tv/shows/no-such-show')
    expect(missing.res.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'SHOW_NOT_FOUND', message: TV_MESSAGES.showNotFound })
    expect((await get('/api/tv/shows/%20bad')).res.status).toBe(400)
    const poster = await app.request('/media/tv/shows/lihim-ng-isla.svg')
    expect(poster.status).toBe(200)
    expect((await app.request('/media/tv/shows/nope.svg')).status).toBe(404)
  })

  it('answers 304 to If-None-Match', async () => {
    await expectEtag304('/api/tv/shows')
    await expectEtag304('/api/tv/shows/lihim-ng-isla')
  })
})

describe('GET /api/tv/networks and /api/tv/networks/:slug', () => {
  it('lists the streaming networks with their pages, article sections and counts', async () => {
    const { res, body } = await get<NetworkListResponse>('/api/tv/networks')
    expect(res.status).toBe(200)
    expect(body.data.map((network) => network.slug)).toEqual(DEMO_NETWORKS.map((network) => network.slug))
    const netflix = body.data.find((network) => network.slug === 'netflix')!
    expect(netflix).toMatchObject({ name: 'Netflix', url: '/tv/streaming/netflix', page_url: '/netflix', article_section: 'netflix', logo: '/media/tv/networks/netflix.webp' })
    expect(netflix.new_count).toBe(2)
    expect(netflix.upcoming_count).toBe(3)
    expect(body.data.find((network) => network.slug === 'iwanttfc')).toMatchObject({ page_url: null, article_section: 'iwanttfc' })
    expect((await app.request('/media/tv/networks/netflix.svg')).status).toBe(200)
  })

  it("gives a network's new titles (newest first) and upcoming ones (soonest first)", async () => {
    const { res, body } = await get<NetworkResponse>('/api/tv/networks/netflix')
    expect(res.status).toBe(200)
    expect(body.data.new.map((title) => [title.title, title.streaming_date])).toEqual([
      ['Dito sa BGC: Season 2', '2026-11-16'],
      ['Lihim ng Isla', '2026-11-09'],
    ])
    expect(body.data.upcoming.map((title) => [title.title, title.streaming_date])).toEqual([
      ['Quarantine Karaoke', '2026-11-25'],
      ['Bituin ng Maynila', '2026-11-27'],
      ['Babaylan', '2026-12-03'],
    ])
    const babaylan = body.data.upcoming[2]!
    expect(babaylan).toMatchObject({ kind: 'movie', status: 'upcoming', can_notify: true, is_featured: true })
    expect(babaylan.movie_url).toMatch(/^\/movies\/title\/[0-9a-z]{8}\/babaylan$/)
    expect(body.data.new.every((title) => !title.can_notify && title.status === 'new')).toBe(true)
  })

  it('answers 404 "Network not found" and 304 to If-None-Match', async () => {
    const missing = await get('/api/tv/networks/viu')
    expect(missing.res.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'NETWORK_NOT_FOUND', message: TV_MESSAGES.networkNotFound })
    expect((await get('/api/tv/networks/-bad-')).res.status).toBe(400)
    await expectEtag304('/api/tv/networks')
    await expectEtag304('/api/tv/networks/disney-plus')
  })
})

describe('GET /api/tv/titles/:id', () => {
  it('gives one title; 404 "Title not found"; 400 for a non-number; 304', async () => {
    const title = await app.deps.db.streamingTitle.findFirstOrThrow({ where: { title: 'Aswang Chronicles' } })
    const { res, body } = await get<StreamingTitleResponse>(`/api/tv/titles/${title.id}`)
    expect(res.status).toBe(200)
    expect(body.data).toMatchObject({ title: 'Aswang Chronicles', kind: 'series', season: 1, streaming_date: '2026-11-24', network: { slug: 'prime-video' } })
    expect(body.data.show).toMatchObject({ slug: 'aswang-chronicles' })
    const missing = await get('/api/tv/titles/999999')
    expect(missing.res.status).toBe(404)
    expect(missing.body.message).toBe(TV_MESSAGES.titleNotFound)
    expect((await get('/api/tv/titles/abc')).res.status).toBe(400)
    await expectEtag304(`/api/tv/titles/${title.id}`)
  })
})

describe('Tell me when it streams: /api/tv/titles/:id/notifications', () => {
  const titleId = async (title: string) => (await app.deps.db.streamingTitle.findFirstOrThrow({ where: { title } })).id

  it('asks visitors to sign in (401) on every route', async () => {
    const id = await titleId('Aswang Chronicles')
    for (const [method, path, body] of [
      ['GET', `/api/tv/titles/${id}/notifications/check`],
      ['POST', `/api/tv/titles/${id}/notifications`, {}],
      ['DELETE', `/api/tv/titles/${id}/notifications`],
    ] as const) {
      const res = await call(method, path, {}, body)
      expect(res.res.status, `${method} ${path}`).toBe(401)
      expect(res.body.message).toBe(TV_MESSAGES.authRequired)
    }
  })

  it('answers 404 for an unknown title, 400 for a bad email, 409 for a title already streaming', async () => {
    expect((await call('POST', '/api/tv/titles/999999/notifications', fan, {})).res.status).toBe(404)
    expect((await call('GET', '/api/tv/titles/999999/notifications/check', fan)).res.status).toBe(404)
    const bad = await call('POST', `/api/tv/titles/${await titleId('Aswang Chronicles')}/notifications`, fan, { email: 'not-an-email' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.issues).toEqual([{ field: 'email', message: NOTIFICATION_MESSAGES.invalidEmail }])
    const streaming = await call('POST', `/api/tv/titles/${await titleId('Dito sa BGC: Season 2')}/notifications`, fan, {})
    expect(streaming.res.status).toBe(409)
    expect(streaming.body.message).toBe(TV_MESSAGES.alreadyStreaming)
    expect((await call('DELETE', `/api/tv/titles/${await titleId('Dito sa BGC: Season 2')}/notifications`, fan)).res.status).toBe(404)
  })

  it('subscribes, and the release alerts deliver it (inbox and email) on the streaming date', async () => {
    const id = await titleId('Aswang Chronicles')
    const created = await call<StreamingNotifyResponse>('POST', `/api/tv/titles/${id}/notifications`, fan, { email: 'Aswang.Fan@Example.test' })
    expect(created.res.status).toBe(201)
    expect(created.res.headers.get('cache-control')).toBe('private, no-store')
    expect(created.body).toMatchObject({ hasNotification: true, title: { id, title: 'Aswang Chronicles' } })
    expect(created.body.notification).toMatchObject({ email: 'aswang.fan@example.test', state: 'pending', releaseDate: '2026-11-24' })
    const again = await call<StreamingNotifyResponse>('POST', `/api/tv/titles/${id}/notifications`, fan, {})
    expect(again.res.status).toBe(200)
    expect((await call<StreamingNotifyResponse>('GET', `/api/tv/titles/${id}/notifications/check`, fan)).body.hasNotification).toBe(true)

    // Nothing goes out before the streaming date; on it (Manila), the existing scheduler's run releases it.
    expect((await releaseDueAlerts(app.deps)).some((run) => run.alerts > 0)).toBe(false)
    clock.set('2026-11-24T00:05:00Z') // 08:05 on 24 November in Manila
    try {
      const runs = await releaseDueAlerts(app.deps)
      const movieId = created.body.title.movie_id
      expect(runs).toContainEqual({ movieId, alerts: 1, deliveries: 1 })
      const inbox = await app.deps.db.inboxNotification.findFirstOrThrow({ where: { userId: fanId, movieId } })
      expect(inbox.title).toBe('Now streaming: Aswang Chronicles')
      expect(inbox.message).toContain('on Prime Video')
      const email = await app.deps.db.alertDelivery.findFirstOrThrow({ where: { movieId, channel: 'email' } })
      expect(email.email).toBe('aswang.fan@example.test')
    } finally {
      clock.set('2026-11-21T04:00:00Z')
    }
  })

  it('cancels with DELETE', async () => {
    const id = await titleId('The Quiet Republic')
    expect((await call('POST', `/api/tv/titles/${id}/notifications`, fan, {})).res.status).toBe(201)
    const removed = await call<StreamingNotifyResponse>('DELETE', `/api/tv/titles/${id}/notifications`, fan)
    expect(removed.res.status).toBe(200)
    expect(removed.body).toMatchObject({ hasNotification: false, notification: null, title: { id } })
    expect((await call('DELETE', `/api/tv/titles/${id}/notifications`, fan)).res.status).toBe(404)
  })
})
