/**
 * The daily challenge (issue 13; doc 3 §3, §7, §9; decision 024): one challenge a day for everyone, chosen
 * deterministically by Manila date from Gala's places, published events and movies now showing; never an
 * unreviewed event; marked done once a day for points. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type { DailyChallengeCompleteResponse, DailyChallengeResponse } from '../../api/contracts/daily-challenge.ts'
import { POINTS } from '../../api/contracts/points-rules.ts'
import type { PublicUser } from '../../api/contracts/user.ts'
import { createEvent, createMovie, createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, type ErrorJson } from './community-support.ts'

/** Noon in Manila on 21 November 2026. */
const NOON = '2026-11-21T04:00:00Z'
const clock = fixedClock(NOON)
let app: TestApp
const hidden = ['Pending Rave', 'Rejected Rave']

beforeAll(async () => {
  app = await startTestApp({ clock })
  const db = app.deps.db
  // Created one by one, so ids (and the picks they lead to) are the same on every run and database.
  for (const name of ['Fort Santiago', 'Rizal Park', 'Manila Cathedral']) await createPlace(db, { name })
  for (const title of ['Heneral Luna', 'Sunday Beauty Queen', 'Ma Rosa']) await createMovie(db, { title, status: 'nowShowing' })
  await createMovie(db, { title: 'Not Yet Out', status: 'comingSoon' })
  const december = (day: number) => new Date(`2026-12-${String(day).padStart(2, '0')}T11:00:00Z`)
  for (const [index, title] of ['Jazz by the Bay', 'Manila Food Fair', 'Indie Film Night'].entries()) await createEvent(db, { title, startDate: december(index + 1) })
  await createEvent(db, { title: hidden[0], startDate: december(5), status: 'pending' })
  await createEvent(db, { title: hidden[1], startDate: december(6), status: 'rejected' })
  await createEvent(db, { title: 'Last Year’s Fair', startDate: new Date('2025-11-01T02:00:00Z'), endDate: new Date('2025-11-02T10:00:00Z') })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => clock.set(NOON))

type Headers = Record<string, string>
const today = (headers: Headers = {}) => call<DailyChallengeResponse>(app, 'GET', '/api/daily-challenge', undefined, headers)
const complete = (headers: Headers, body?: unknown) => call<DailyChallengeCompleteResponse>(app, 'POST', '/api/daily-challenge/complete', body, headers)
/** Manila noon of `day` ("YYYY-MM-DD"). */
const noonOf = (day: string) => new Date(`${day}T04:00:00Z`)

describe('GET /api/daily-challenge', () => {
  it('answers one challenge for the Manila day, the same for everyone and every call (spec shape)', async () => {
    const visitor = await today()
    expect(visitor.status).toBe(200)
    expect(visitor.body).toMatchObject({ success: true, day: '2026-11-21', completed: null, points: POINTS['daily-challenge'] })
    // Fixed date, fixed content: the kinds take turns (the 21st is a place day), the place is the day's pick.
    expect(visitor.body.challenge).toEqual({
      day: '2026-11-21',
      type: 'place',
      icon: '📍',
      title: 'Explore a place',
      text: expect.stringContaining(visitor.body.challenge!.venue.name),
      venue: {
        name: expect.stringMatching(/^(Fort Santiago|Rizal Park|Manila Cathedral)$/),
        description: expect.any(String),
        location: 'Manila, Metro Manila',
        url: expect.stringMatching(/^\/places\//),
        image: expect.any(String),
      },
    })
    const ana = await signedInUser(app)
    const signedIn = await today(ana.headers)
    expect(signedIn.body.challenge).toEqual(visitor.body.challenge)
    expect(signedIn.body.completed).toBe(false)
    clock.set('2026-11-21T15:30:00Z') // 23:30 the same Manila day
    expect((await today()).body.challenge).toEqual(visitor.body.challenge)
  })

  it('is a different challenge on another day, and the same again for that day', async () => {
    const first = (await today()).body.challenge
    clock.set(noonOf('2026-11-22'))
    const next = (await today()).body.challenge
    expect(next).not.toEqual(first)
    expect(next).toMatchObject({ type: 'event', icon: '🎟️', title: 'Catch an event', venue: { url: expect.stringMatching(/^\/events\//) } })
    clock.set('2026-11-22T12:00:00Z')
    expect((await today()).body.challenge).toEqual(next)
    clock.set(noonOf('2026-11-23'))
    expect((await today()).body.challenge).toMatchObject({ type: 'movie', icon: '🎬', title: 'Watch a movie', venue: { url: expect.stringMatching(/^\/movies\/title\//) } })
  })

  it('over two months: only published events that have not ended, only movies now showing, and every kind and several picks', async () => {
    const seen = new Map<string, Set<string>>()
    for (let offset = 0; offset < 60; offset++) {
      const day = new Date(Date.UTC(2026, 9, 1 + offset)).toISOString().slice(0, 10) // from 1 October
      clock.set(noonOf(day))
      const challenge = (await today()).body.challenge!
      expect(challenge.day).toBe(day)
      const names = seen.get(challenge.type) ?? new Set<string>()
      names.add(challenge.type === 'event' ? challenge.text : challenge.venue.name)
      seen.set(challenge.type, names)
      for (const title of [...hidden, 'Last Year’s Fair', 'Not Yet Out']) expect(JSON.stringify(challenge)).not.toContain(title)
    }
    expect([...seen.keys()].sort()).toEqual(['event', 'movie', 'place'])
    for (const names of seen.values()) expect(names.size).toBeGreaterThan(1)
  })

  it('never offers an unreviewed event, even when it is the only event', async () => {
    const lonely = await startTestApp({ clock })
    try {
      await createPlace(lonely.deps.db, { name: 'Only Place' })
      await createEvent(lonely.deps.db, { title: 'Pending Only', startDate: new Date('2026-12-01T11:00:00Z'), status: 'pending' })
      for (let offset = 0; offset < 9; offset++) {
        clock.set(new Date(Date.parse(NOON) + offset * 86_400_000))
        const answer = await call<DailyChallengeResponse>(lonely, 'GET', '/api/daily-challenge')
        expect(answer.body.challenge).toMatchObject({ type: 'place', venue: { name: 'Only Place' } })
      }
    } finally {
      await lonely.close()
    }
  })

  it('answers challenge null when Gala has nothing to offer (and completing it is a 404)', async () => {
    const empty = await startTestApp({ clock })
    try {
      expect((await call<DailyChallengeResponse>(empty, 'GET', '/api/daily-challenge')).body).toMatchObject({ success: true, challenge: null })
      const ana = await signedInUser(empty)
      const answer = await call<ErrorJson>(empty, 'POST', '/api/daily-challenge/complete', {}, ana.headers)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ code: 'NO_CHALLENGE', message: 'There is no challenge today' })
    } finally {
      await empty.close()
    }
  })

  it('may be kept for an hour (public for visitors, private when signed in), never past Manila midnight', async () => {
    expect((await today()).headers.get('cache-control')).toBe('public, max-age=3600')
    const ana = await signedInUser(app)
    expect((await today(ana.headers)).headers.get('cache-control')).toBe('private, max-age=3600')
    expect((await today()).headers.get('vary')).toMatch(/Cookie/)
    clock.set('2026-11-21T15:30:00Z') // 23:30 in Manila: half an hour left
    expect((await today()).headers.get('cache-control')).toBe('public, max-age=1800')
  })
})

describe('POST /api/daily-challenge/complete', () => {
  it('401 for visitors, with nothing written', async () => {
    const before = await app.deps.db.pointAward.count()
    const answer = await complete({}, {})
    expect(answer.status).toBe(401)
    expect((answer.body as unknown as ErrorJson).message).toBe('Please log in to complete the challenge')
    expect(await app.deps.db.pointAward.count()).toBe(before)
  })

  it('marks today’s challenge done once: the points rise, a repeat awards nothing, tomorrow is a new challenge', async () => {
    const ana = await signedInUser(app)
    const start = (await call<PublicUser>(app, 'GET', '/api/user', undefined, ana.headers)).body.points
    const done = await complete(ana.headers, { day: '2026-11-21' })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      success: true,
      day: '2026-11-21',
      completed: true,
      alreadyCompleted: false,
      pointsAwarded: POINTS['daily-challenge'],
      points: start + POINTS['daily-challenge'],
      level: 1,
      streakDays: 1,
    })
    expect((await today(ana.headers)).body.completed).toBe(true)
    expect((await call<PublicUser>(app, 'GET', '/api/user', undefined, ana.headers)).body.points).toBe(start + POINTS['daily-challenge'])

    const again = await complete(ana.headers)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ alreadyCompleted: true, pointsAwarded: 0, points: start + POINTS['daily-challenge'] })

    clock.set('2026-11-21T16:05:00Z') // 00:05 on the 22nd in Manila
    expect((await today(ana.headers)).body).toMatchObject({ day: '2026-11-22', completed: false })
    const tomorrow = await complete(ana.headers, {})
    expect(tomorrow.body).toMatchObject({ day: '2026-11-22', pointsAwarded: POINTS['daily-challenge'], streakDays: 2 })
    const rows = await app.deps.db.pointAward.findMany({ where: { userId: ana.user.id, reason: 'daily-challenge' }, orderBy: { id: 'asc' } })
    expect(rows.map((row) => row.subjectKey)).toEqual(['2026-11-21', '2026-11-22'])
  })

  it('five completions sent at once award once', async () => {
    const ben = await signedInUser(app)
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(ben.headers, {})))
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200))
    expect(answers.filter((answer) => answer.body.pointsAwarded > 0)).toHaveLength(1)
    expect(await app.deps.db.pointAward.count({ where: { userId: ben.user.id, reason: 'daily-challenge' } })).toBe(1)
    expect((await app.deps.db.user.findUniqueOrThrow({ where: { id: ben.user.id } })).points).toBe(POINTS['daily-visit'] + POINTS['daily-challenge'])
  })

  it('a card left open past midnight (yesterday’s day) is a 409 and awards nothing', async () => {
    const cora = await signedInUser(app)
    const answer = await call<ErrorJson>(app, 'POST', '/api/daily-challenge/complete', { day: '2026-11-20' }, cora.headers)
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 'CHALLENGE_ENDED', message: "This challenge has ended. Today's challenge is ready." })
    expect(await app.deps.db.pointAward.count({ where: { userId: cora.user.id, reason: 'daily-challenge' } })).toBe(0)
  })

  it('bad input is a 4xx in the one error shape, never a 500', async () => {
    const dana = await signedInUser(app)
    for (const body of [{ day: 'tomorrow' }, { day: 20261121 }, { day: '2026-02-30' }, { day: null }, { day: 'x'.repeat(1_000_000) }, [], 'text']) {
      const answer = await call<ErrorJson>(app, 'POST', '/api/daily-challenge/complete', body, dana.headers)
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
    const form = await app.request('/api/daily-challenge/complete', { method: 'POST', headers: { ...dana.headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'day=2026-11-21' })
    expect(form.status).toBe(415)
    expect(await app.deps.db.pointAward.count({ where: { userId: dana.user.id, reason: 'daily-challenge' } })).toBe(0)
  })
})
