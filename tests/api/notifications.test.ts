import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import {
  InboxDeleteResponse,
  InboxItemResponse,
  InboxResponse,
  MovieNotificationListResponse,
  NOTIFICATION_MESSAGES,
  NotificationCheckResponse,
} from '../../api/contracts/notifications.ts'
import { ReleaseAlertSendResponse, ReleaseAlertStatsResponse } from '../../api/contracts/push.ts'
import { releaseMovieAlerts } from '../../api/jobs/release-alerts.ts'
import { createMovie } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { json, send } from './push-support.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
})
afterAll(async () => {
  await app?.close()
})

const comingSoon = (overrides: Parameters<typeof createMovie>[1] = {}) =>
  createMovie(app.deps.db, { status: 'comingSoon', releaseDate: '2026-11-28', ...overrides })
const key = () => randomBytes(12).toString('base64url')

describe('GET /api/movies/{id}/notifications/check', () => {
  it('401 with the spec’s wording for a visitor', async () => {
    const movie = await comingSoon()
    const res = await app.request(`/api/movies/${movie.id}/notifications/check`)
    expect(res.status).toBe(401)
    expect(await json(res)).toMatchObject({ code: 'UNAUTHORIZED', message: NOTIFICATION_MESSAGES.authRequired })
  })

  it('says whether the user has an alert for the movie', async () => {
    const movie = await comingSoon()
    const { headers } = await signedInUser(app)
    const before = NotificationCheckResponse.parse(
      await json(await app.request(`/api/movies/${movie.id}/notifications/check`, { headers })),
    )
    expect(before).toEqual({ hasNotification: false, notification: null })
    expect((await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})).status).toBe(201)
    const res = await app.request(`/api/movies/${movie.id}/notifications/check`, { headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const after = NotificationCheckResponse.parse(await res.json())
    expect(after.hasNotification).toBe(true)
    expect(after.notification).toMatchObject({
      movieId: movie.id,
      movieTitle: movie.title,
      releaseDate: '2026-11-28',
      notified: false,
      state: 'pending',
    })
  })

  it('400 for a malformed id, 404 for an unknown movie', async () => {
    const { headers } = await signedInUser(app)
    expect((await app.request('/api/movies/abc/notifications/check', { headers })).status).toBe(400)
    const res = await app.request('/api/movies/999999/notifications/check', { headers })
    expect(res.status).toBe(404)
    expect(await json(res)).toMatchObject({ code: 'MOVIE_NOT_FOUND' })
  })
})

describe('POST /api/movies/{id}/notifications (Notify Me)', () => {
  it('401 for a visitor', async () => {
    const movie = await comingSoon()
    const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, {}, {})
    expect(res.status).toBe(401)
    expect(await json(res)).toMatchObject({ message: NOTIFICATION_MESSAGES.authRequired })
  })

  it('subscribes directly with the email on record (201), and a second time is the same alert (200)', async () => {
    const movie = await comingSoon()
    const { user, headers } = await signedInUser(app)
    const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})
    expect(res.status).toBe(201)
    const created = NotificationCheckResponse.parse(await res.json())
    expect(created.notification).toMatchObject({
      email: user.email,
      state: 'pending',
      movie: { hash: movie.hash, url: `/movies/title/${movie.hash}/${movie.slug}` },
    })
    const again = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})
    expect(again.status).toBe(200)
    expect(NotificationCheckResponse.parse(await again.json()).notification?.id).toBe(created.notification?.id)
    expect(await app.deps.db.movieReleaseNotification.count({ where: { userId: user.id, movieId: movie.id } })).toBe(1)
  })

  it('without an email on record: 400 EMAIL_REQUIRED (the page opens Get Notified), then the typed email is used', async () => {
    const movie = await comingSoon()
    const { headers } = await signedInUser(app, { email: null })
    const missing = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})
    expect(missing.status).toBe(400)
    expect(await json(missing)).toMatchObject({ code: 'EMAIL_REQUIRED', message: NOTIFICATION_MESSAGES.invalidEmail })
    const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, { email: '  Fan@Example.TEST ' })
    expect(res.status).toBe(201)
    expect(NotificationCheckResponse.parse(await res.json()).notification?.email).toBe('fan@example.test')
  })

  it('400 with "Please enter a valid email address" for an email without @ or an empty one', async () => {
    const movie = await comingSoon()
    const { headers } = await signedInUser(app)
    for (const email of ['nope', '   ', '@', 'a@', `${'x'.repeat(250)}@example.test`, 42]) {
      const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, { email })
      expect(res.status, String(email)).toBe(400)
      expect((await json<{ issues: { field: string; message: string }[] }>(res)).issues).toContainEqual({
        field: 'email',
        message: NOTIFICATION_MESSAGES.invalidEmail,
      })
    }
  })

  it('a typed email replaces the one of an existing alert', async () => {
    const movie = await comingSoon()
    const { headers } = await signedInUser(app)
    await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})
    const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, { email: 'other@example.test' })
    expect(res.status).toBe(200)
    expect(NotificationCheckResponse.parse(await res.json()).notification?.email).toBe('other@example.test')
  })

  it('409 for a movie already released, 404 for an unknown movie', async () => {
    const released = await createMovie(app.deps.db, { status: 'nowShowing', releaseDate: '2026-11-21' })
    const { headers } = await signedInUser(app)
    const res = await send(app, 'POST', `/api/movies/${released.id}/notifications`, headers, {})
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({ code: 'MOVIE_RELEASED', message: NOTIFICATION_MESSAGES.alreadyReleased })
    expect((await send(app, 'POST', '/api/movies/999999/notifications', headers, {})).status).toBe(404)
  })

  it('honours Idempotency-Key: a replayed request gets the first answer and changes nothing', async () => {
    const movie = await comingSoon()
    const { user, headers } = await signedInUser(app)
    const withKey = { ...headers, 'Idempotency-Key': key() }
    const first = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, withKey, {})
    expect(first.status).toBe(201)
    const replay = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, withKey, {})
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect(await app.deps.db.movieReleaseNotification.count({ where: { userId: user.id } })).toBe(1)
  })
})

describe('DELETE /api/movies/{id}/notifications (Cancel Notification)', () => {
  it('removes the user’s alert; then 404 "Notification Not Found"; another user’s alert stays', async () => {
    const movie = await comingSoon()
    const mine = await signedInUser(app)
    const theirs = await signedInUser(app)
    await send(app, 'POST', `/api/movies/${movie.id}/notifications`, mine.headers, {})
    await send(app, 'POST', `/api/movies/${movie.id}/notifications`, theirs.headers, {})
    const res = await send(app, 'DELETE', `/api/movies/${movie.id}/notifications`, mine.headers)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ hasNotification: false, notification: null })
    const again = await send(app, 'DELETE', `/api/movies/${movie.id}/notifications`, mine.headers)
    expect(again.status).toBe(404)
    expect(await json(again)).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound })
    expect(await app.deps.db.movieReleaseNotification.count({ where: { movieId: movie.id } })).toBe(1)
  })

  it('401 for a visitor, 400 for a malformed id', async () => {
    const { headers } = await signedInUser(app)
    expect((await send(app, 'DELETE', '/api/movies/1/notifications')).status).toBe(401)
    expect((await send(app, 'DELETE', '/api/movies/0/notifications', headers)).status).toBe(400)
  })

  it('a replayed DELETE with the same Idempotency-Key gets the first 200, not a 404', async () => {
    const movie = await comingSoon()
    const { headers } = await signedInUser(app)
    await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, {})
    const withKey = { ...headers, 'Idempotency-Key': key() }
    expect((await send(app, 'DELETE', `/api/movies/${movie.id}/notifications`, withKey)).status).toBe(200)
    const replay = await send(app, 'DELETE', `/api/movies/${movie.id}/notifications`, withKey)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
  })
})

describe('GET /api/notifications (movie tracking list)', () => {
  it('401 with "Please log in to view your notifications."', async () => {
    const res = await app.request('/api/notifications')
    expect(res.status).toBe(401)
    expect(await json(res)).toMatchObject({ message: NOTIFICATION_MESSAGES.viewLoginRequired })
  })

  it('lists the user’s alerts, newest first, as Pending, Released (date passed, not sent yet) or Notified', async () => {
    const { user, headers } = await signedInUser(app)
    const pending = await comingSoon({ title: 'Pending Film' })
    const released = await createMovie(app.deps.db, { title: 'Released Film', status: 'comingSoon', releaseDate: '2026-11-20' })
    const notified = await createMovie(app.deps.db, { title: 'Notified Film', status: 'nowShowing', releaseDate: '2026-11-19' })
    const at = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000)
    await app.deps.db.movieReleaseNotification.createMany({
      data: [
        { userId: user.id, movieId: notified.id, email: user.email, notified: true, notifiedAt: at(60), createdAt: at(30) },
        { userId: user.id, movieId: released.id, email: user.email, createdAt: at(20) },
        { userId: user.id, movieId: pending.id, email: user.email, createdAt: at(10) },
      ],
    })
    const other = await signedInUser(app)
    await send(app, 'POST', `/api/movies/${pending.id}/notifications`, other.headers, {})

    const res = await app.request('/api/notifications', { headers })
    expect(res.status).toBe(200)
    const { items } = MovieNotificationListResponse.parse(await res.json())
    expect(items.map((item) => [item.movieTitle, item.state, item.notified])).toEqual([
      ['Pending Film', 'pending', false],
      ['Released Film', 'released', false],
      ['Notified Film', 'notified', true],
    ])
    expect(items[2]?.notifiedAt).toBe(at(60).toISOString())
  })
})

describe('the inbox: GET /api/notifications/inbox, PUT /api/notifications/{id}/read, DELETE /api/notifications/{id}', () => {
  /** A user with `count` released alerts (real inbox items made by the release job). */
  async function userWithInbox(count: number) {
    const signedIn = await signedInUser(app)
    for (let i = 0; i < count; i += 1) {
      const movie = await comingSoon({ title: `Inbox Film ${i} ${key()}` })
      await app.deps.db.movieReleaseNotification.create({
        data: { userId: signedIn.user.id, movieId: movie.id, email: signedIn.user.email },
      })
      await releaseMovieAlerts(app.deps, movie.id, { trigger: 'staff' })
      clock.advance(1000)
    }
    return signedIn
  }

  it('401 for a visitor on every inbox call', async () => {
    expect((await app.request('/api/notifications/inbox')).status).toBe(401)
    expect((await send(app, 'PUT', '/api/notifications/1/read')).status).toBe(401)
    expect((await send(app, 'DELETE', '/api/notifications/1')).status).toBe(401)
  })

  it('lists inbox items newest first with isRead, the unread count and the total; filter=unread and limit', async () => {
    const { headers } = await userWithInbox(3)
    const res = await app.request('/api/notifications/inbox', { headers })
    expect(res.status).toBe(200)
    const inbox = InboxResponse.parse(await res.json())
    expect(inbox).toMatchObject({ unreadCount: 3, total: 3 })
    expect(inbox.items.map((item) => item.title)).toEqual(
      [2, 1, 0].map((i) => expect.stringMatching(new RegExp(`^Now showing: Inbox Film ${i} `))),
    )
    const [newest] = inbox.items
    expect(newest).toMatchObject({
      isRead: false,
      releaseDate: '2026-11-28',
      movieUrl: expect.stringMatching(/^\/movies\/title\//),
      poster: expect.any(String),
    })
    expect(newest?.message).toMatch(/opens in cinemas today/)

    await send(app, 'PUT', `/api/notifications/${newest?.id}/read`, headers)
    const unread = InboxResponse.parse(await json(await app.request('/api/notifications/inbox?filter=unread&limit=1', { headers })))
    expect(unread.items).toHaveLength(1)
    expect(unread.items[0]?.isRead).toBe(false)
    expect(unread).toMatchObject({ unreadCount: 2, total: 3 })
  })

  it('400 for a bad filter or limit', async () => {
    const { headers } = await signedInUser(app)
    for (const query of ['filter=read', 'limit=0', 'limit=101', 'limit=abc']) {
      expect((await app.request(`/api/notifications/inbox?${query}`, { headers })).status, query).toBe(400)
    }
  })

  it('marks an item read (answering the item and the new unread count); 404 for another user’s or an unknown item', async () => {
    const { headers } = await userWithInbox(2)
    const stranger = await signedInUser(app)
    const { items } = InboxResponse.parse(await json(await app.request('/api/notifications/inbox', { headers })))
    const id = items[0]!.id
    const notMine = await send(app, 'PUT', `/api/notifications/${id}/read`, stranger.headers)
    expect(notMine.status).toBe(404)
    expect(await json(notMine)).toMatchObject({ message: NOTIFICATION_MESSAGES.notFound })
    const res = await send(app, 'PUT', `/api/notifications/${id}/read`, headers)
    expect(res.status).toBe(200)
    const body = InboxItemResponse.parse(await res.json())
    expect(body).toMatchObject({ item: { id, isRead: true }, unreadCount: 1 })
    expect((await send(app, 'PUT', '/api/notifications/999999/read', headers)).status).toBe(404)
    expect((await send(app, 'PUT', '/api/notifications/x/read', headers)).status).toBe(400)
  })

  it('deletes an item; then 404; another user cannot delete it', async () => {
    const { headers } = await userWithInbox(1)
    const stranger = await signedInUser(app)
    const { items } = InboxResponse.parse(await json(await app.request('/api/notifications/inbox', { headers })))
    const id = items[0]!.id
    expect((await send(app, 'DELETE', `/api/notifications/${id}`, stranger.headers)).status).toBe(404)
    const res = await send(app, 'DELETE', `/api/notifications/${id}`, headers)
    expect(res.status).toBe(200)
    expect(InboxDeleteResponse.parse(await res.json())).toEqual({ deleted: true, id, unreadCount: 0 })
    const again = await send(app, 'DELETE', `/api/notifications/${id}`, headers)
    expect(again.status).toBe(404)
    expect(await json(again)).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'Notification Not Found' })
  })
})

describe('staff: POST /api/admin/movies/{id}/release-alerts and GET /api/admin/release-alerts', () => {
  it('401 for a visitor, 403 for a fan', async () => {
    const movie = await comingSoon()
    const fan = await signedInUser(app)
    expect((await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`)).status).toBe(401)
    expect((await app.request('/api/admin/release-alerts')).status).toBe(401)
    expect((await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, fan.headers)).status).toBe(403)
    expect((await app.request('/api/admin/release-alerts', { headers: fan.headers })).status).toBe(403)
  })

  it('a moderator sends a movie’s waiting alerts now: one inbox item per alert, deliveries queued; stats per release', async () => {
    const movie = await comingSoon({ title: 'Send Now Film' })
    const moderator = await signedInUser(app, { role: 'moderator' })
    const fans = [await signedInUser(app), await signedInUser(app)]
    for (const fan of fans) await send(app, 'POST', `/api/movies/${movie.id}/notifications`, fan.headers, {})

    const before = ReleaseAlertStatsResponse.parse(
      await json(await app.request('/api/admin/release-alerts', { headers: moderator.headers })),
    )
    expect(before.items.find((item) => item.movieId === movie.id)).toMatchObject({
      alertsWaiting: 2,
      alertsNotified: 0,
      sent: 0,
      lastSentAt: null,
    })

    const res = await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, moderator.headers)
    expect(res.status).toBe(200)
    expect(ReleaseAlertSendResponse.parse(await res.json())).toEqual({ movieId: movie.id, alerts: 2, deliveries: 2 })
    for (const fan of fans) {
      expect(await app.deps.db.inboxNotification.count({ where: { userId: fan.user.id, movieId: movie.id } })).toBe(1)
    }
    const run = await app.deps.db.releaseAlertRun.findFirstOrThrow({ where: { movieId: movie.id } })
    expect(run).toMatchObject({ trigger: 'staff', triggeredById: moderator.user.id, alerts: 2, deliveries: 2 })

    // Pressing it again sends nothing more.
    const again = await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, moderator.headers)
    expect(await again.json()).toEqual({ movieId: movie.id, alerts: 0, deliveries: 0 })

    const stats = ReleaseAlertStatsResponse.parse(
      await json(await app.request('/api/admin/release-alerts', { headers: moderator.headers })),
    )
    expect(stats.items.find((item) => item.movieId === movie.id)).toMatchObject({
      movieId: movie.id,
      movieTitle: 'Send Now Film',
      alertsNotified: 2,
      alertsWaiting: 0,
      sent: 2,
      delivered: 0,
      failed: 0,
      pending: 2,
      email: { sent: 2, delivered: 0, failed: 0, pending: 2 },
      push: { sent: 0, delivered: 0, failed: 0, pending: 0 },
      lastSentAt: clock.now().toISOString(),
    })
  })

  it('an administrator may too; 404 for an unknown movie, 400 for a malformed id', async () => {
    const admin = await signedInUser(app, { role: 'admin' })
    const res = await send(app, 'POST', '/api/admin/movies/999999/release-alerts', admin.headers)
    expect(res.status).toBe(404)
    expect((await send(app, 'POST', '/api/admin/movies/abc/release-alerts', admin.headers)).status).toBe(400)
    const movie = await comingSoon()
    expect((await send(app, 'POST', `/api/admin/movies/${movie.id}/release-alerts`, admin.headers)).status).toBe(200)
  })
})
