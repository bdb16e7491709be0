/**
 * Points, levels and day streaks (issue 13; decision 024): awarded with the action, once per action (no
 * farming by deleting and re-posting), the day's first visit by Manila date, the streak around Manila
 * midnight with the injected clock, and the level thresholds. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { levelForPoints, levelThreshold, POINTS } from '../../api/contracts/points-rules.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, replyBody, reviewBody, type PostJson } from './community-support.ts'

/** Noon in Manila (04:00 UTC) on 21 November 2026. */
const NOON = '2026-11-21T04:00:00Z'
const clock = fixedClock(NOON)
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => clock.set(NOON))

type Headers = Record<string, string>
const me = async (headers: Headers) => (await call<PublicUser>(app, 'GET', '/api/user', undefined, headers)).body
const post = (body: unknown, headers: Headers) => call<{ data: PostJson }>(app, 'POST', '/api/posts', body, headers)
const stored = (userId: number) => app.deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true, level: true, streakDays: true, lastActiveDay: true } })
const awards = (userId: number, reason?: string) => app.deps.db.pointAward.findMany({ where: { userId, ...(reason ? { reason } : {}) }, orderBy: { id: 'asc' } })

describe('the day’s first visit', () => {
  it('gives its point and starts the streak on the first request of a Manila day, and nothing on later ones', async () => {
    const ana = await signedInUser(app)
    expect(await stored(ana.user.id)).toEqual({ points: 0, level: 1, streakDays: 0, lastActiveDay: null })
    // The request that awards already answers with the new standing.
    expect(await me(ana.headers)).toMatchObject({ points: POINTS['daily-visit'], level: 1, streakDays: 1 })
    expect(await me(ana.headers)).toMatchObject({ points: POINTS['daily-visit'], streakDays: 1 })
    await call(app, 'GET', '/api/daily-challenge', undefined, ana.headers)
    expect(await stored(ana.user.id)).toEqual({ points: POINTS['daily-visit'], level: 1, streakDays: 1, lastActiveDay: '2026-11-21' })
    expect((await awards(ana.user.id)).map((row) => [row.reason, row.subjectKey, row.points, row.day])).toEqual([['daily-visit', '2026-11-21', 1, '2026-11-21']])
  })

  it('visitors, and a cookie that is no session, write nothing', async () => {
    const before = await app.deps.db.pointAward.count()
    expect((await call(app, 'GET', '/api/user')).body).toBeNull()
    expect((await call(app, 'GET', '/api/user', undefined, { Cookie: 'gala_session=not-a-session' })).body).toBeNull()
    expect(await app.deps.db.pointAward.count()).toBe(before)
  })

  it('ten first requests of a day at once award the point once', async () => {
    const ben = await signedInUser(app)
    const answers = await Promise.all(Array.from({ length: 10 }, () => call<PublicUser>(app, 'GET', '/api/user', undefined, ben.headers)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(await awards(ben.user.id, 'daily-visit')).toHaveLength(1)
    expect(await stored(ben.user.id)).toMatchObject({ points: 1, streakDays: 1 })
  })

  it('signing in counts as the visit', async () => {
    const email = 'visit-tester@example.test'
    const register = await call(app, 'POST', '/api/register', { username: 'visit_tester', email, password: 'long-enough-1' })
    expect(register.status).toBeLessThan(300)
    const user = await app.deps.db.user.findUniqueOrThrow({ where: { email } })
    expect(await awards(user.id, 'daily-visit')).toHaveLength(1)
  })
})

describe('reviews and replies', () => {
  it('a review earns its points in the same transaction; deleting and re-posting it earns nothing more', async () => {
    const place = await createPlace(app.deps.db, { name: 'Points Museum' })
    const ana = await signedInUser(app)
    const first = await post(reviewBody(1, place.slug), ana.headers)
    expect(first.status).toBe(201)
    const afterReview = POINTS['daily-visit'] + POINTS.review
    expect(await stored(ana.user.id)).toMatchObject({ points: afterReview })
    expect((await awards(ana.user.id, 'review')).map((row) => row.subjectKey)).toEqual([`place:${place.slug}`])

    expect((await call(app, 'DELETE', `/api/posts/${first.body.data.id}`, undefined, ana.headers)).status).toBe(200)
    expect((await post(reviewBody(1, place.slug, { content: 'Second try, same place.' }), ana.headers)).status).toBe(201)
    // The same place reviewed through its numeric id or as a restaurant is still the same place.
    const again = await post(reviewBody(3, String(place.id), { content: 'As a restaurant this time.' }), ana.headers)
    expect(again.status).toBe(201)
    expect(await stored(ana.user.id)).toMatchObject({ points: afterReview })
    expect(await awards(ana.user.id, 'review')).toHaveLength(1)
    expect((await me(ana.headers)).points).toBe(afterReview)
  })

  it('a refused review (already reviewed: 409) earns nothing', async () => {
    const place = await createPlace(app.deps.db, { name: 'Once Only Park' })
    const ben = await signedInUser(app)
    expect((await post(reviewBody(1, place.slug), ben.headers)).status).toBe(201)
    expect((await post(reviewBody(1, place.slug), ben.headers)).status).toBe(409)
    expect(await stored(ben.user.id)).toMatchObject({ points: POINTS['daily-visit'] + POINTS.review })
  })

  it('a reply earns its points once per review’s conversation', async () => {
    const placeA = await createPlace(app.deps.db, { name: 'Chat Garden' })
    const placeB = await createPlace(app.deps.db, { name: 'Chat Plaza' })
    const author = await signedInUser(app)
    const reviewA = (await post(reviewBody(1, placeA.slug), author.headers)).body.data
    const reviewB = (await post(reviewBody(1, placeB.slug), author.headers)).body.data
    const cora = await signedInUser(app)
    const base = POINTS['daily-visit']

    const reply = (await post(replyBody(reviewA, 'First!'), cora.headers)).body.data
    expect(await stored(cora.user.id)).toMatchObject({ points: base + POINTS.reply })
    // More replies in the same thread, an answer to a reply, a deleted and re-posted reply: nothing more.
    expect((await post(replyBody(reviewA, 'And another thing.'), cora.headers)).status).toBe(201)
    expect((await post(replyBody({ id: reply.id, rootPostId: reviewA.id }, 'Answering myself.'), cora.headers)).status).toBe(201)
    expect((await call(app, 'DELETE', `/api/posts/${reply.id}`, undefined, cora.headers)).status).toBe(200)
    expect((await post(replyBody(reviewA, 'First! (again)'), cora.headers)).status).toBe(201)
    expect(await stored(cora.user.id)).toMatchObject({ points: base + POINTS.reply })
    // Another review's conversation is another action.
    expect((await post(replyBody(reviewB, 'Over here too.'), cora.headers)).status).toBe(201)
    expect(await stored(cora.user.id)).toMatchObject({ points: base + 2 * POINTS.reply })
    expect((await awards(cora.user.id, 'reply')).map((row) => row.subjectKey)).toEqual([`thread:${reviewA.id}`, `thread:${reviewB.id}`])
  })

  it('five reviews of different places sent at once: each earns once and the total is exact', async () => {
    const places = await Promise.all(Array.from({ length: 5 }, (_, i) => createPlace(app.deps.db, { name: `Burst Place ${i}` })))
    const dana = await signedInUser(app)
    await me(dana.headers)
    const answers = await Promise.all(places.flatMap((place) => [post(reviewBody(1, place.slug), dana.headers), post(reviewBody(1, String(place.id)), dana.headers)]))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(409)])
    expect(await stored(dana.user.id)).toMatchObject({ points: POINTS['daily-visit'] + 5 * POINTS.review })
    expect(await awards(dana.user.id, 'review')).toHaveLength(5)
  })
})

describe('the day streak (Manila days, injected clock)', () => {
  it('23:59 and 00:01 in Manila are two days; a missed day resets the streak', async () => {
    const eve = await signedInUser(app)
    clock.set('2026-11-21T15:59:00Z') // 23:59 on the 21st in Manila
    expect(await me(eve.headers)).toMatchObject({ streakDays: 1, points: 1 })
    clock.set('2026-11-21T16:01:00Z') // 00:01 on the 22nd in Manila
    expect(await me(eve.headers)).toMatchObject({ streakDays: 2, points: 2 })
    // Midnight UTC is not a new day: 07:59 and 08:01 on the 22nd in Manila.
    clock.set('2026-11-21T23:59:00Z')
    expect(await me(eve.headers)).toMatchObject({ streakDays: 2, points: 2 })
    clock.set('2026-11-22T00:01:00Z')
    expect(await me(eve.headers)).toMatchObject({ streakDays: 2, points: 2 })
    clock.set('2026-11-22T16:30:00Z') // the 23rd
    expect(await me(eve.headers)).toMatchObject({ streakDays: 3, points: 3 })
    expect(await stored(eve.user.id)).toMatchObject({ streakDays: 3, lastActiveDay: '2026-11-23' })

    // The 24th passes without a visit. On the 25th others already see the streak broken ...
    clock.set('2026-11-24T16:30:00Z')
    const viewer = await signedInUser(app)
    const profile = await call<{ data: { points: number; level: number; streakDays: number } }>(app, 'GET', `/api/users/profile/${eve.user.username}`, undefined, viewer.headers)
    expect(profile.body.data).toMatchObject({ points: 3, level: 1, streakDays: 0 })
    // ... and her first request starts a new streak of 1 (the points stay).
    expect(await me(eve.headers)).toMatchObject({ streakDays: 1, points: 4 })
    expect((await awards(eve.user.id, 'daily-visit')).map((row) => row.subjectKey)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-25'])
  })

  it('the public profile shows the stored streak while it is alive (yesterday counts)', async () => {
    const finn = await signedInUser(app)
    await me(finn.headers)
    clock.set('2026-11-22T10:00:00Z') // the 22nd, Finn has not come back yet
    const profile = await call<{ data: { streakDays: number } }>(app, 'GET', `/api/users/profile/${finn.user.username}`)
    expect(profile.body.data.streakDays).toBe(1)
  })

  it('an action on a new day counts for the streak too', async () => {
    const place = await createPlace(app.deps.db, { name: 'Streak Pier' })
    const gia = await signedInUser(app)
    await me(gia.headers)
    clock.set('2026-11-22T04:00:00Z')
    expect((await post(reviewBody(1, place.slug), gia.headers)).status).toBe(201)
    expect(await stored(gia.user.id)).toMatchObject({ streakDays: 2, lastActiveDay: '2026-11-22', points: 2 * POINTS['daily-visit'] + POINTS.review })
  })
})

describe('levels', () => {
  it('rise at growing thresholds: 0, 50, 150, 300, 500 …', () => {
    expect([1, 2, 3, 4, 5, 6].map(levelThreshold)).toEqual([0, 50, 150, 300, 500, 750])
    expect([0, 1, 49, 50, 149, 150, 299, 300, 499, 500, 749, 750, 10_000].map(levelForPoints)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 20])
    for (let points = 0; points < 3000; points++) {
      const level = levelForPoints(points)
      expect(levelThreshold(level)).toBeLessThanOrEqual(points)
      expect(levelThreshold(level + 1)).toBeGreaterThan(points)
    }
  })

  it('a review that crosses a threshold raises the level with the points, in the answer and on the profile', async () => {
    const place = await createPlace(app.deps.db, { name: 'Level Up Lane' })
    const hana = await signedInUser(app, { points: 40, level: 1 })
    expect(await me(hana.headers)).toMatchObject({ points: 41, level: 1 })
    expect((await post(reviewBody(1, place.slug), hana.headers)).status).toBe(201)
    expect(await me(hana.headers)).toMatchObject({ points: 51, level: 2 })
    const profile = await call<{ data: { points: number; level: number; streakDays: number } }>(app, 'GET', `/api/users/profile/${hana.user.username}`)
    expect(profile.body.data).toMatchObject({ points: 51, level: 2, streakDays: 1 })
  })
})
