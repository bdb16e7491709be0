/**
 * Issue 7 acceptance 1 and 2: release alerts travel through the outbox to a local HTTPS push service that
 * verifies every VAPID JWT and TTL and decrypts every payload (tests/support/push-receiver.ts), and to a
 * local SMTP server; each reply rule of the push service; a worker killed midway; a second scheduler run.
 */
import webpush from 'web-push'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { NotificationCheckResponse } from '../../api/contracts/notifications.ts'
import { ReleaseAlertStatsResponse } from '../../api/contracts/push.ts'
import { buildPushPayload, PUSH_PAYLOAD_MAX_BYTES, type AlertPayload } from '../../api/jobs/alert-content.ts'
import { createDeliveryWorker, type DeliveryWorkerOptions } from '../../api/jobs/delivery-worker.ts'
import { releaseDueAlerts, releaseMovieAlerts } from '../../api/jobs/release-alerts.ts'
import { backoffMs, classify } from '../../api/jobs/retry-policy.ts'
import { manilaDate } from '../../api/modules/movies/manila-dates.ts'
import { moviePath } from '../../api/modules/movies/movie.presenter.ts'
import { createPushSender, type PushSender } from '../../api/modules/push/push-sender.ts'
import { VAPID_JWT_LIFETIME_S } from '../../api/modules/push/vapid.ts'
import { createMovie } from '../factories/index.ts'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts'
import { startPushReceiver, type PushReceiver, type TestSubscription } from '../support/push-receiver.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { json, send, subscribe } from './push-support.ts'

const DAY = 86_400_000
// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
const vapidKeys = webpush.generateVAPIDKeys()
let receiver: PushReceiver
let catcher: MailCatcher
let app: TestApp
let sender: PushSender

beforeAll(async () => {
  receiver = await startPushReceiver({ now: () => clock.now().getTime(), expectedVapidKey: vapidKeys.publicKey })
  catcher = await startMailCatcher()
  app = await startTestApp({
    clock,
    env: {
      SMTP_URL: catcher.url,
      PUSH_ENDPOINT_HOSTS: receiver.host,
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
      VAPID_SUBJECT: 'mailto:alerts@gala.test',
    },
  })
  sender = createPushSender({ config: app.deps.config.push, clock, ca: receiver.cert })
})
afterAll(async () => {
  sender?.close()
  await app?.close()
  await receiver?.close()
  await catcher?.close()
})
beforeEach(async () => {
  await app.deps.db.alertDelivery.deleteMany()
  receiver.reset()
  catcher.clear()
})
afterEach(() => {
  // Every push any test sent was a real one: signed, with a TTL, and decryptable.
  expect(receiver.rejected).toEqual([])
})

const db = () => app.deps.db
const worker = (options: DeliveryWorkerOptions = {}, withSender = sender) =>
  createDeliveryWorker(app.deps, withSender, { random: () => 0.5, concurrency: 8, ...options })
const tomorrow = () => manilaDate(new Date(clock.now().getTime() + DAY))
const deliveries = (movieId: number) => db().alertDelivery.findMany({ where: { movieId }, orderBy: { id: 'asc' } })

interface Fan {
  user: { id: number; email: string | null }
  headers: Record<string, string>
  subs: TestSubscription[]
}

/**
 * A coming-soon movie and fans who each subscribed `subs` browsers through the API and tapped Notify Me
 * (with `email` typed in Get Notified when given); then the movie's release date becomes today.
 */
async function release(
  fans: { subs: number; email?: string; noEmailOnRecord?: boolean }[],
  title = `Film ${Math.random().toString(36).slice(2, 8)}`,
) {
  const movie = await createMovie(db(), { title, status: 'comingSoon', releaseDate: tomorrow() })
  const made: Fan[] = []
  for (const spec of fans) {
    const { user, headers } = await signedInUser(app, spec.noEmailOnRecord ? { email: null } : {})
    const subs: TestSubscription[] = []
    for (let i = 0; i < spec.subs; i += 1) {
      const sub = receiver.createSubscription()
      expect((await subscribe(app, headers, sub)).status).toBe(201)
      subs.push(sub)
    }
    const res = await send(app, 'POST', `/api/movies/${movie.id}/notifications`, headers, spec.email ? { email: spec.email } : {})
    expect(res.status).toBe(201)
    made.push({ user, headers, subs })
  }
  await db().movie.update({ where: { id: movie.id }, data: { releaseDate: manilaDate(clock.now()) } })
  return { movie: await db().movie.findUniqueOrThrow({ where: { id: movie.id } }), fans: made }
}

describe('acceptance 1: a release sends one correct, decryptable push per subscription and one email per alert', () => {
  it('scheduler → outbox → worker → push service and SMTP', async () => {
    const { movie, fans } = await release([{ subs: 2 }, { subs: 1, email: 'typed@example.test' }, { subs: 0 }], 'Bituin sa Tanghali')
    const [two, one, none] = fans as [Fan, Fan, Fan]

    const results = await releaseDueAlerts(app.deps)
    expect(results).toEqual([{ movieId: movie.id, alerts: 3, deliveries: 6 }])
    const handled = await worker().drain()
    expect(handled).toBe(6)

    // One push per subscription, each verified and decrypted by the receiver.
    expect(receiver.received).toHaveLength(3)
    for (const fan of [two, one]) {
      const inbox = await db().inboxNotification.findFirstOrThrow({ where: { userId: fan.user.id, movieId: movie.id } })
      for (const sub of fan.subs) {
        const pushes = receiver.receivedBy(sub.id)
        expect(pushes).toHaveLength(1)
        const push = pushes[0]!
        expect(JSON.parse(push.payload!) as AlertPayload).toEqual({
          title: 'Now showing: Bituin sa Tanghali',
          body: 'Bituin sa Tanghali opens in cinemas today. Tap to see showtimes and get tickets.',
          icon: movie.poster,
          badge: '/icons/badge-96.png',
          tag: `movie-${movie.id}`,
          url: moviePath(movie),
          inboxId: inbox.id,
          movieId: movie.id,
        })
        expect(push).toMatchObject({ ttl: 86_400, urgency: 'high', topic: `movie-${movie.id}`, vapidKey: vapidKeys.publicKey, status: 201 })
        expect(push.claims).toEqual({
          aud: receiver.origin,
          sub: 'mailto:alerts@gala.test',
          exp: Math.floor(clock.now().getTime() / 1000) + VAPID_JWT_LIFETIME_S,
        })
      }
    }

    // One email per alert: the address on record, or the one typed in Get Notified.
    for (const [fan, address] of [
      [two, two.user.email],
      [one, 'typed@example.test'],
      [none, none.user.email],
    ] as const) {
      const mail = await catcher.waitForMessage({ to: address! })
      expect(catcher.messagesTo(address!)).toHaveLength(1)
      expect(mail.subject).toBe('Now showing: Bituin sa Tanghali')
      expect(mail.text).toContain(`${app.deps.config.publicUrl}${moviePath(movie)}`)
      expect(await db().inboxNotification.count({ where: { userId: fan.user.id } })).toBe(1)
    }
    expect(catcher.messages).toHaveLength(3)

    // Everything is recorded as delivered; the alerts are notified; staff see it per release.
    expect((await deliveries(movie.id)).map((row) => row.status)).toEqual(Array(6).fill('delivered'))
    const check = NotificationCheckResponse.parse(
      await json(await app.request(`/api/movies/${movie.id}/notifications/check`, { headers: two.headers })),
    )
    expect(check.notification).toMatchObject({ notified: true, state: 'notified', notifiedAt: clock.now().toISOString() })
    const staff = await signedInUser(app, { role: 'admin' })
    const stats = ReleaseAlertStatsResponse.parse(await json(await app.request('/api/admin/release-alerts', { headers: staff.headers })))
    expect(stats.items.find((item) => item.movieId === movie.id)).toMatchObject({
      alertsNotified: 3,
      alertsWaiting: 0,
      sent: 6,
      delivered: 6,
      failed: 0,
      pending: 0,
      push: { sent: 3, delivered: 3, failed: 0, pending: 0 },
      email: { sent: 3, delivered: 3, failed: 0, pending: 0 },
    })
  })

  it('the payload stays under 4 KB whatever the title, and still decrypts', async () => {
    const title = `${'🎬 Ang Napakahabang Pamagat '.repeat(300)}`
    const { movie } = await release([{ subs: 1 }], title)
    const payload = buildPushPayload(movie, 1)
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES)
    await releaseDueAlerts(app.deps)
    await worker().drain()
    const [push] = receiver.received
    const body = JSON.parse(push!.payload!) as AlertPayload
    expect(body.title.endsWith('…')).toBe(true)
    expect(body.title.startsWith('Now showing: 🎬 Ang Napakahabang')).toBe(true)
    expect(Buffer.byteLength(push!.payload!)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES)
  })

  it('signs one VAPID header per push-service origin and refreshes it within the hour', async () => {
    const fresh = createPushSender({ config: app.deps.config.push, clock, ca: receiver.cert })
    try {
      const { movie } = await release([{ subs: 3 }, { subs: 2 }])
      await releaseMovieAlerts(app.deps, movie.id, { trigger: 'staff' })
      await worker({}, fresh).drain()
      expect(receiver.received).toHaveLength(5)
      expect(fresh.vapid.signed).toBe(1)
      expect(new Set(receiver.received.map((push) => push.claims.exp)).size).toBe(1)

      clock.advance(61 * 60_000)
      const later = await release([{ subs: 1 }])
      await releaseMovieAlerts(app.deps, later.movie.id, { trigger: 'staff' })
      await worker({}, fresh).drain()
      expect(fresh.vapid.signed).toBe(2)
      expect(receiver.received.at(-1)?.claims.exp).toBe(Math.floor(clock.now().getTime() / 1000) + VAPID_JWT_LIFETIME_S)
    } finally {
      fresh.close()
    }
  })
})

describe('transport', () => {
  it('uses one HTTP/2 connection where the push service offers h2, and keep-alive HTTP/1.1 where it does not', async () => {
    const h1 = await startPushReceiver({ now: () => clock.now().getTime(), expectedVapidKey: vapidKeys.publicKey, http2: false })
    const h1App = await startTestApp({
      clock,
      env: {
        PUSH_ENDPOINT_HOSTS: `${receiver.host},${h1.host}`,
        VAPID_PUBLIC_KEY: vapidKeys.publicKey,
        VAPID_PRIVATE_KEY: vapidKeys.privateKey,
      },
    })
    const both = createPushSender({ config: { ...app.deps.config.push, concurrency: 4 }, clock, ca: [receiver.cert, h1.cert] })
    try {
      const payload = JSON.stringify({ title: 't' })
      const h2Before = receiver.connections
      const h2subs = Array.from({ length: 12 }, () => receiver.createSubscription())
      const h1subs = Array.from({ length: 12 }, () => h1.createSubscription())
      const results = await Promise.all(
        [...h2subs, ...h1subs].map((sub) => both.send({ endpoint: sub.endpoint, ...sub.keys }, { payload })),
      )
      expect(results).toEqual(Array(24).fill({ status: 201, retryAfterMs: undefined, detail: '' }))
      expect(both.protocols.get(receiver.origin)).toBe('h2')
      expect(both.protocols.get(h1.origin)).toBe('http/1.1')
      expect(receiver.connections - h2Before).toBe(1)
      // The ALPN probe, then at most `concurrency` kept-alive connections.
      expect(h1.connections).toBeLessThanOrEqual(1 + 4)
      expect(h1.received).toHaveLength(12)
      expect(h1.rejected).toEqual([])
    } finally {
      both.close()
      await h1App.close()
      await h1.close()
    }
  })
})

describe('the scheduler', () => {
  it('releases a movie when its release day begins in Asia/Manila, not before', async () => {
    const movie = await createMovie(db(), { status: 'comingSoon', releaseDate: manilaDate(new Date(clock.now().getTime() + 2 * DAY)) })
    const fan = await signedInUser(app)
    await send(app, 'POST', `/api/movies/${movie.id}/notifications`, fan.headers, {})
    // The Manila midnight that starts the release day, in UTC (Manila is UTC+8, no daylight saving).
    const midnight = Date.parse(`${movie.releaseDate}T00:00:00+08:00`)
    clock.set(new Date(midnight - 1000))
    expect((await releaseDueAlerts(app.deps)).find((result) => result.movieId === movie.id)).toBeUndefined()
    clock.set(new Date(midnight))
    expect((await releaseDueAlerts(app.deps)).find((result) => result.movieId === movie.id)).toEqual({
      movieId: movie.id,
      alerts: 1,
      deliveries: 1,
    })
    expect(await db().releaseAlertRun.findFirst({ where: { movieId: movie.id } })).toMatchObject({ trigger: 'schedule', alerts: 1 })
  })

  it('a second run creates no duplicate inbox items, deliveries or pushes — even for an alert reset by hand', async () => {
    const { movie, fans } = await release([{ subs: 2 }, { subs: 1 }])
    await releaseDueAlerts(app.deps)
    await worker().drain()
    expect(receiver.received).toHaveLength(3)

    expect((await releaseDueAlerts(app.deps)).find((result) => result.movieId === movie.id)).toBeUndefined()
    // Even when an alert is marked waiting again, the unique keys keep one inbox item and one delivery per target.
    await db().movieReleaseNotification.updateMany({ where: { movieId: movie.id }, data: { notified: false } })
    expect(await releaseMovieAlerts(app.deps, movie.id, { trigger: 'schedule' })).toEqual({ movieId: movie.id, alerts: 2, deliveries: 0 })
    await worker().drain()
    expect(receiver.received).toHaveLength(3)
    for (const fan of fans) expect(await db().inboxNotification.count({ where: { userId: fan.user.id, movieId: movie.id } })).toBe(1)
    expect(await db().alertDelivery.count({ where: { movieId: movie.id } })).toBe(5)
  })
})

describe('acceptance 2: the push service’s replies', () => {
  it('404 and 410 delete the subscription; the user’s other subscriptions still get the alert', async () => {
    const { movie, fans } = await release([{ subs: 3 }])
    const [gone, missing, fine] = fans[0]!.subs as [TestSubscription, TestSubscription, TestSubscription]
    receiver.reply(gone.id, { status: 410 })
    receiver.reply(missing.id, { status: 404 })
    await releaseDueAlerts(app.deps)
    await worker().drain()

    const left = await db().pushSubscription.findMany({ where: { userId: fans[0]!.user.id } })
    expect(left.map((row) => row.endpoint)).toEqual([fine.endpoint])
    const rows = await deliveries(movie.id)
    const push = rows.filter((row) => row.channel === 'push')
    expect(push.map((row) => [row.status, row.lastStatus])).toEqual([
      ['failed', 410],
      ['failed', 404],
      ['delivered', 201],
    ])
    expect(receiver.receivedBy(fine.id)).toHaveLength(1)
  })

  it('429 waits for Retry-After (seconds or an HTTP date), then sends with the TTL that is left', async () => {
    const { movie, fans } = await release([{ subs: 2 }])
    const [seconds, date] = fans[0]!.subs as [TestSubscription, TestSubscription]
    const start = clock.now().getTime()
    receiver.reply(seconds.id, { status: 429, retryAfter: 120 })
    receiver.reply(date.id, { status: 429, retryAfter: new Date(start + 300_000).toUTCString() })
    await releaseDueAlerts(app.deps)
    await worker().drain()
    const waiting = (await deliveries(movie.id)).filter((row) => row.channel === 'push')
    expect(waiting.map((row) => [row.status, row.lastStatus, row.nextAttemptAt.getTime() - start])).toEqual([
      ['pending', 429, 120_000],
      ['pending', 429, 300_000],
    ])

    clock.advance(119_000)
    await worker().drain()
    expect(receiver.answered).toHaveLength(2) // nothing sent before Retry-After
    clock.advance(1000)
    await worker().drain()
    expect(receiver.receivedBy(seconds.id).map((push) => push.ttl)).toEqual([86_400 - 120])
    expect(receiver.receivedBy(date.id)).toEqual([])
    clock.advance(180_000)
    await worker().drain()
    expect(receiver.receivedBy(date.id).map((push) => push.ttl)).toEqual([86_400 - 300])
    expect((await deliveries(movie.id)).every((row) => row.status === 'delivered')).toBe(true)
  })

  it('5xx backs off exponentially with jitter, and a success clears the subscription’s failures', async () => {
    const { movie, fans } = await release([{ subs: 1 }])
    const [sub] = fans[0]!.subs as [TestSubscription]
    receiver.reply(sub.id, { status: 503 }, { status: 500 })
    await releaseDueAlerts(app.deps)
    const start = clock.now().getTime()
    await worker().drain()
    const row = async () => (await deliveries(movie.id)).find((d) => d.channel === 'push')!
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 })
    expect((await row()).nextAttemptAt.getTime() - start).toBe(backoffMs(1, () => 0.5)) // 22.5 s: between 15 and 30
    expect(await db().pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })).toMatchObject({
      failures: 1,
      failingSince: new Date(start),
    })

    await worker().drain()
    expect(receiver.answered).toHaveLength(1) // not before the back-off
    clock.advance(22_500)
    await worker().drain()
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500 })
    expect((await row()).nextAttemptAt.getTime() - clock.now().getTime()).toBe(45_000) // doubled: between 30 and 60 s
    clock.advance(45_000)
    await worker().drain()
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 201 })
    expect(await db().pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })).toMatchObject({
      failures: 0,
      failingSince: null,
    })
  })

  it('a time-out is retried like a 5xx', async () => {
    const quick = createPushSender({ config: { ...app.deps.config.push, timeoutMs: 1000 }, clock, ca: receiver.cert })
    try {
      const { movie, fans } = await release([{ subs: 1 }])
      receiver.reply(fans[0]!.subs[0]!.id, { status: 0, hang: true })
      await releaseDueAlerts(app.deps)
      await worker({}, quick).drain()
      const push = (await deliveries(movie.id)).find((d) => d.channel === 'push')!
      expect(push).toMatchObject({ status: 'pending', lastStatus: 0 })
      expect(push.lastError).toMatch(/did not answer within 1000 ms/)
      clock.advance(30_000)
      await worker({}, quick).drain()
      expect(receiver.receivedBy(fans[0]!.subs[0]!.id)).toHaveLength(1)
    } finally {
      quick.close()
    }
  })

  it('a subscription failing with 5xx is kept for a day (the alert is dropped at its TTL) and removed once failures span more than a day', async () => {
    const first = await release([{ subs: 1 }])
    const fan = first.fans[0]!
    const [sub] = fan.subs as [TestSubscription]
    receiver.reply(sub.id, ...Array.from({ length: 200 }, () => ({ status: 502 })))
    const start = clock.now().getTime()
    await releaseDueAlerts(app.deps)
    for (let i = 0; i < 100; i += 1) {
      await worker().drain()
      const push = (await deliveries(first.movie.id)).find((d) => d.channel === 'push')!
      if (push.status !== 'pending') break
      clock.set(push.nextAttemptAt)
    }
    const dropped = (await deliveries(first.movie.id)).find((d) => d.channel === 'push')!
    expect(dropped.status).toBe('expired')
    expect(dropped.lastError).toMatch(/after the TTL/)
    expect(dropped.attempts).toBeGreaterThan(5)
    expect(clock.now().getTime() - start).toBeLessThan(DAY)
    expect(await db().pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1)

    // The next alert, more than a day after the first failure: still failing, so the subscription goes.
    clock.set(new Date(start + DAY + 60_000))
    const movie2 = await createMovie(db(), { status: 'comingSoon', releaseDate: manilaDate(clock.now()) })
    await db().movieReleaseNotification.create({ data: { userId: fan.user.id, movieId: movie2.id } })
    await releaseMovieAlerts(app.deps, movie2.id, { trigger: 'staff' })
    await worker().drain()
    expect(await db().pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0)
    expect((await deliveries(movie2.id)).find((d) => d.channel === 'push')).toMatchObject({ status: 'failed', lastStatus: 502 })
  })

  it('400, 403 and 413 keep every subscription and log an error (a broken VAPID setup must not wipe subscribers)', async () => {
    const { movie, fans } = await release([{ subs: 1 }, { subs: 1 }, { subs: 1 }])
    const statuses = [400, 403, 413]
    fans.forEach((fan, i) => receiver.reply(fan.subs[0]!.id, { status: statuses[i]! }))
    const logged = app.logs.length
    await releaseDueAlerts(app.deps)
    await worker().drain()
    for (const fan of fans) expect(await db().pushSubscription.count({ where: { userId: fan.user.id } })).toBe(1)
    const push = (await deliveries(movie.id)).filter((row) => row.channel === 'push')
    expect(push.map((row) => [row.status, row.lastStatus])).toEqual(statuses.map((status) => ['failed', status]))
    const errors = app.logs.slice(logged).filter((line) => line.msg === 'push service refused the request; subscription kept')
    expect(errors.map((line) => [line.level, line.status, line.origin])).toEqual(statuses.map((status) => [50, status, receiver.origin]))
    // Capability URLs stay out of the log.
    expect(JSON.stringify(app.logs.slice(logged))).not.toContain('/push/')
  })

  it('a sender with the wrong VAPID key is refused (403) by the push service: every subscription is kept', async () => {
    const wrong = createPushSender({
      config: { ...app.deps.config.push, vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@gala.test' } },
      clock,
      ca: receiver.cert,
    })
    try {
      const { fans } = await release([{ subs: 2 }, { subs: 1 }])
      await releaseDueAlerts(app.deps)
      await worker({}, wrong).drain()
      expect(receiver.rejected.map((entry) => entry.reason)).toEqual(Array(3).fill('signed with another VAPID key'))
      receiver.rejected.length = 0
      for (const fan of fans) expect(await db().pushSubscription.count({ where: { userId: fan.user.id } })).toBe(fan.subs.length)
    } finally {
      wrong.close()
    }
  })

  it('a delivery older than its TTL is dropped, not sent late', async () => {
    const { movie } = await release([{ subs: 2 }])
    await releaseDueAlerts(app.deps)
    clock.advance(DAY + 1000)
    await worker().drain()
    expect(receiver.answered).toEqual([])
    expect(catcher.messages).toEqual([])
    const rows = await deliveries(movie.id)
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired', 'expired'])
    expect(rows[0]?.lastError).toMatch(/older than its TTL/)
  })
})

describe('acceptance 2: a worker killed midway, and two workers at once', () => {
  const fanOut = () => release(Array.from({ length: 10 }, () => ({ subs: 3 })))

  it('a fresh worker resumes after the dead one’s claims expire, and every push arrives exactly once', async () => {
    const { movie, fans } = await fanOut()
    await releaseDueAlerts(app.deps)
    const pushes = (await deliveries(movie.id)).filter((row) => row.channel === 'push')
    expect(pushes).toHaveLength(30)

    // Worker A dies after 10 answers, holding claims on rows it never sent.
    const a = worker({ owner: 'worker-a', concurrency: 4, batchSize: 8, stopAfter: 10 })
    await a.drain()
    const sentByA = receiver.received.length
    expect(sentByA).toBeGreaterThanOrEqual(10)
    expect(sentByA).toBeLessThan(30)
    expect(await db().alertDelivery.count({ where: { movieId: movie.id, channel: 'push', status: 'delivered' } })).toBe(sentByA)
    const heldByA = await db().alertDelivery.count({ where: { movieId: movie.id, status: 'pending', leaseOwner: 'worker-a' } })
    expect(heldByA).toBeGreaterThan(0)

    // Worker B, started at once, leaves A's claims alone until they expire…
    const b = worker({ owner: 'worker-b' })
    await b.drain()
    expect(await db().alertDelivery.count({ where: { movieId: movie.id, status: 'pending', leaseOwner: 'worker-a' } })).toBe(heldByA)
    // …then takes them over.
    clock.advance(5 * 60_000 + 1000)
    await b.drain()

    expect(receiver.received).toHaveLength(30)
    for (const fan of fans) for (const sub of fan.subs) expect(receiver.receivedBy(sub.id), sub.id).toHaveLength(1)
    expect((await deliveries(movie.id)).every((row) => row.status === 'delivered')).toBe(true)
    expect(catcher.messages).toHaveLength(10)
  })

  it('two workers draining the same queue at once never send a push twice', async () => {
    const { movie } = await fanOut()
    await releaseDueAlerts(app.deps)
    const handled = await Promise.all([
      worker({ owner: 'one', concurrency: 4, batchSize: 4 }).drain(),
      worker({ owner: 'two', concurrency: 4, batchSize: 4 }).drain(),
    ])
    expect(handled[0] + handled[1]).toBe(40)
    expect(handled[0]).toBeGreaterThan(0)
    expect(handled[1]).toBeGreaterThan(0)
    expect(receiver.received).toHaveLength(30)
    expect(new Set(receiver.received.map((push) => push.subscriptionId)).size).toBe(30)
    expect(await db().alertDelivery.count({ where: { movieId: movie.id, status: 'delivered' } })).toBe(40)
  })

  it('stop() finishes what is in flight and hands unstarted claims back at once', async () => {
    const { movie } = await fanOut()
    await releaseDueAlerts(app.deps)
    const w = worker({ owner: 'stopper', concurrency: 2, batchSize: 20, idlePollMs: 10 })
    w.start()
    await receiver.waitForReceived(3)
    await w.stop()
    const rows = await deliveries(movie.id)
    expect(rows.filter((row) => row.leaseOwner !== null)).toEqual([])
    expect(rows.filter((row) => row.status === 'delivered').length).toBe(receiver.received.length + catcher.messages.length)
    await worker().drain()
    expect(new Set(receiver.received.map((push) => push.subscriptionId)).size).toBe(30)
    expect(receiver.received).toHaveLength(30)
  })
})

describe('retry rules (pure)', () => {
  it('classifies every kind of answer', () => {
    const half = () => 0.5
    expect(classify(201, 1)).toEqual({ kind: 'delivered' })
    expect(classify(410, 1)).toEqual({ kind: 'gone' })
    expect(classify(404, 1)).toEqual({ kind: 'gone' })
    expect(classify(429, 1, 5000)).toEqual({ kind: 'rate-limited', delayMs: 5000 })
    expect(classify(429, 1)).toEqual({ kind: 'rate-limited', delayMs: 60_000 })
    expect(classify(503, 1, undefined, half)).toEqual({ kind: 'transient', delayMs: 22_500 })
    expect(classify(503, 1, 600_000, half)).toEqual({ kind: 'transient', delayMs: 600_000 })
    expect(classify(0, 3, undefined, half)).toEqual({ kind: 'transient', delayMs: 90_000 })
    for (const status of [400, 401, 403, 413]) expect(classify(status, 1)).toEqual({ kind: 'refused' })
  })

  it('back-off doubles, stays jittered within [ceiling/2, ceiling] and is capped at an hour', () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const ceiling = Math.min(3_600_000, 30_000 * 2 ** (attempt - 1))
      expect(backoffMs(attempt, () => 0)).toBe(ceiling / 2)
      expect(backoffMs(attempt, () => 0.999999)).toBeLessThanOrEqual(ceiling)
    }
  })
})
