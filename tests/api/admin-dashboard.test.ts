import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { AdminDashboard } from '../../api/contracts/admin-dashboard.ts'
import { DASHBOARD_FIGURES } from '../../api/contracts/admin-dashboard.ts'
import { serverErrorCounter } from '../../api/modules/admin-dashboard/error-counter.ts'
import { stopSystemMonitor } from '../../api/modules/admin-system/monitor.ts'
import { buildReply, createMovie, createReview, createUser } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { testOnPostgres } from '../support/test-db.ts'
import { json, send } from './push-support.ts'

// Wednesday 25 November 2026, 23:30 in Manila (UTC+8): half an hour before Manila midnight. The week began on Monday the 23rd.
const clock = fixedClock('2026-11-25T15:30:00Z')
/** Accounts made long before the figures' window, so that signing in adds nothing to them. */
const LONG_AGO = new Date('2020-01-01T00:00:00Z')

let app: TestApp
let admin: Awaited<ReturnType<typeof signedInUser>>
let moderator: Awaited<ReturnType<typeof signedInUser>>
let fan: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  app = await startTestApp({ clock })
  admin = await signedInUser(app, { role: 'admin', createdAt: LONG_AGO })
  moderator = await signedInUser(app, { role: 'moderator', createdAt: LONG_AGO })
  fan = await signedInUser(app, { createdAt: LONG_AGO })
})
afterAll(async () => {
  stopSystemMonitor(app.deps.db)
  await app.close()
})

async function dashboard(target: TestApp = app, headers = admin.headers): Promise<AdminDashboard> {
  const res = await target.request('/api/admin/dashboard', { headers })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  return json<AdminDashboard>(res)
}

const seriesDay = (body: AdminDashboard, figure: keyof AdminDashboard['figures'], day: string) => body.figures[figure].series.find((entry) => entry.day === day)?.count

describe('who may see the figures', () => {
  it('401 for a visitor, 403 for a user and for a moderator', async () => {
    const visitor = await send(app, 'GET', '/api/admin/dashboard')
    expect(visitor.status).toBe(401)
    expect(await json(visitor)).toMatchObject({ message: 'Please sign in to continue.' })
    expect((await send(app, 'GET', '/api/admin/dashboard', fan.headers)).status).toBe(403)
    const mod = await send(app, 'GET', '/api/admin/dashboard', moderator.headers)
    expect(mod.status).toBe(403)
    expect(await json(mod)).toMatchObject({ message: "You don't have permission to access this admin page. Only administrators can view this content." })
  })

  it('a wrong method is a 405', async () => {
    expect((await send(app, 'POST', '/api/admin/dashboard', admin.headers, {})).status).toBe(405)
  })
})

describe('GET /api/admin/dashboard', () => {
  it('starts at zero, with 30 Manila days per figure ending today', async () => {
    const body = await dashboard()
    expect(body.today).toBe('2026-11-25')
    expect(body.weekStart).toBe('2026-11-23')
    expect(Object.keys(body.figures)).toEqual([...DASHBOARD_FIGURES])
    for (const name of DASHBOARD_FIGURES) {
      const figure = body.figures[name]
      expect(figure.series).toHaveLength(30)
      expect(figure.series[0]!.day).toBe('2026-10-27')
      expect(figure.series.at(-1)!.day).toBe('2026-11-25')
      expect(figure).toMatchObject({ today: 0, week: 0 })
      expect(figure.series.every((entry) => entry.count === 0)).toBe(true)
    }
    expect(body.reportsWaiting).toEqual({ reports: 0, posts: 0 })
    expect(body.lastError).toBeNull()
  })

  it('counts accounts, reviews, replies, reports and alerts by Manila day, around Manila midnight', async () => {
    const db = app.deps.db
    const at = (iso: string) => new Date(iso)
    // Accounts: the last instant of today in Manila, the first of tomorrow, Tuesday morning, last Sunday night, and one outside the 30 days.
    for (const createdAt of ['2026-11-25T15:59:59.999Z', '2026-11-25T16:00:00.000Z', '2026-11-24T01:00:00Z', '2026-11-22T15:59:00Z', '2026-10-26T15:59:59Z']) {
      await createUser(db, { createdAt: at(createdAt) })
    }
    // Reviews and replies: two reviews today (one at Manila 00:00 sharp), one on Monday; a reply today, one last week.
    const author = await createUser(db, { createdAt: LONG_AGO })
    const movie = await createMovie(db, { title: 'Dashboard Figures' })
    const reviewToday = await createReview(db, { userId: author.id, externalContentId: String(movie.id), createdAt: at('2026-11-25T02:00:00Z') })
    await createReview(db, { userId: fan.user.id, externalContentId: String(movie.id), createdAt: at('2026-11-24T16:00:00Z') })
    await createReview(db, { userId: admin.user.id, externalContentId: String(movie.id), createdAt: at('2026-11-22T16:00:00Z') })
    await db.post.create({ data: buildReply(reviewToday, { userId: fan.user.id, createdAt: at('2026-11-25T10:00:00Z') }) })
    await db.post.create({ data: buildReply(reviewToday, { userId: admin.user.id, createdAt: at('2026-11-20T10:00:00Z') }) })
    // Reports: one open today, one dismissed yesterday (received, no longer waiting), one open from last week.
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(db, { createdAt: LONG_AGO })))
    await db.postReport.create({ data: { postId: reviewToday.id, userId: reporters[0]!.id, reason: 'spam', createdAt: at('2026-11-25T12:00:00Z') } })
    await db.postReport.create({
      data: { postId: reviewToday.id, userId: reporters[1]!.id, reason: 'offensive', status: 'dismissed', createdAt: at('2026-11-24T12:00:00Z'), resolvedAt: at('2026-11-24T13:00:00Z') },
    })
    await db.postReport.create({ data: { postId: reviewToday.id, userId: reporters[2]!.id, reason: 'other', createdAt: at('2026-11-18T12:00:00Z') } })
    // Release alert deliveries, by the day they finished: two sent today, one failed today, one expired on Sunday, one still pending.
    const notification = await db.movieReleaseNotification.create({ data: { userId: fan.user.id, movieId: movie.id } })
    const base = { releaseNotificationId: notification.id, movieId: movie.id, userId: fan.user.id, channel: 'push', nextAttemptAt: at('2026-11-20T00:00:00Z'), expiresAt: at('2026-12-20T00:00:00Z') }
    await db.alertDelivery.createMany({
      data: [
        { ...base, dedupeKey: 'd1', status: 'delivered', completedAt: at('2026-11-25T15:59:00Z') },
        { ...base, dedupeKey: 'd2', status: 'delivered', completedAt: at('2026-11-24T16:00:00Z') },
        { ...base, dedupeKey: 'd3', status: 'failed', completedAt: at('2026-11-25T01:00:00Z') },
        { ...base, dedupeKey: 'd4', status: 'expired', completedAt: at('2026-11-22T10:00:00Z') },
        { ...base, dedupeKey: 'd5', status: 'pending' },
      ],
    })

    const body = await dashboard()
    expect(body.figures.accounts).toMatchObject({ today: 1, week: 2 })
    expect(seriesDay(body, 'accounts', '2026-11-22')).toBe(1)
    expect(body.figures.accounts.series.reduce((sum, entry) => sum + entry.count, 0)).toBe(3)
    expect(body.figures.reviews).toMatchObject({ today: 2, week: 3 })
    expect(seriesDay(body, 'reviews', '2026-11-23')).toBe(1)
    expect(body.figures.replies).toMatchObject({ today: 1, week: 1 })
    expect(seriesDay(body, 'replies', '2026-11-20')).toBe(1)
    expect(body.figures.reports).toMatchObject({ today: 1, week: 2 })
    expect(seriesDay(body, 'reports', '2026-11-18')).toBe(1)
    expect(body.reportsWaiting).toEqual({ reports: 2, posts: 1 })
    expect(body.figures.alertsSent).toMatchObject({ today: 2, week: 2 })
    expect(body.figures.alertsFailed).toMatchObject({ today: 1, week: 1 })
    expect(seriesDay(body, 'alertsFailed', '2026-11-22')).toBe(1)
    for (const name of DASHBOARD_FIGURES) expect(body.figures[name].series).toHaveLength(30)

    // Manila midnight: Thursday begins; the account made at 00:00 is today's, Wednesday's figures move back a day.
    clock.set('2026-11-25T16:00:00Z')
    try {
      const thursday = await dashboard()
      expect(thursday.today).toBe('2026-11-26')
      expect(thursday.figures.accounts).toMatchObject({ today: 1, week: 3 })
      expect(seriesDay(thursday, 'accounts', '2026-11-25')).toBe(1)
      expect(thursday.figures.reviews).toMatchObject({ today: 0, week: 3 })
      expect(thursday.figures.accounts.series[0]!.day).toBe('2026-10-28')
      // The next Monday starts a new week.
      clock.set('2026-11-29T16:00:00Z')
      const monday = await dashboard()
      expect(monday.weekStart).toBe('2026-11-30')
      for (const name of DASHBOARD_FIGURES) expect(monday.figures[name]).toMatchObject({ today: 0, week: 0 })
      expect(seriesDay(monday, 'accounts', '2026-11-26')).toBe(1)
    } finally {
      clock.set('2026-11-25T15:30:00Z')
    }
  })

  it('counts server errors per Manila day: one upsert each, the latest kept', async () => {
    const count = serverErrorCounter(app.deps)
    await count({ status: 500, requestId: 'req-1' })
    await count({ status: 503, requestId: 'req-2' })
    const body = await dashboard()
    expect(body.figures.errors).toMatchObject({ today: 2, week: 2 })
    expect(body.lastError).toEqual({ at: clock.now().toISOString(), status: 503, requestId: 'req-2' })
    expect(await app.deps.db.serverErrorDay.findMany()).toEqual([
      { day: '2026-11-25', count: 2, lastAt: clock.now(), lastStatus: 503, lastRequestId: 'req-2' },
    ])
  })
})

describe('a 5xx answered by a real route', () => {
  it('is counted on the dashboard, with its request id', { timeout: 60_000 }, async () => {
    const broken = await startTestApp({ clock })
    try {
      const boss = await signedInUser(broken, { role: 'admin', createdAt: LONG_AGO })
      expect((await dashboard(broken, boss.headers)).figures.errors.today).toBe(0)
      // A table the malls list reads is gone: the route fails with an unexpected error (500).
      await broken.deps.db.$executeRawUnsafe(testOnPostgres ? 'DROP TABLE "Mall" CASCADE' : 'DROP TABLE "Mall"')
      const failed = await broken.request('/api/malls')
      expect(failed.status).toBe(500)
      const requestId = (await json<{ requestId: string }>(failed)).requestId
      // The count is written after the answer (never awaited by it): wait for it, up to 10 s on a loaded machine.
      let body = await dashboard(broken, boss.headers)
      for (let i = 0; i < 500 && body.figures.errors.today === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        body = await dashboard(broken, boss.headers)
      }
      expect(body.figures.errors.today).toBe(1)
      expect(body.lastError).toMatchObject({ status: 500, requestId })
      // 4xx answers are not server errors.
      expect((await broken.request('/api/admin/dashboard')).status).toBe(401)
      expect((await dashboard(broken, boss.headers)).figures.errors.today).toBe(1)
    } finally {
      stopSystemMonitor(broken.deps.db)
      await broken.close()
    }
  })
})
