import { TZDate } from '@date-fns/tz'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../api/db.ts'
import { topUpDemoShowtimes, topUpDemoTvGuide, seedDatabase, type SeedSummary } from '../../prisma/seed-database.ts'
import { DEMO_CHANNELS, DEMO_STREAMING_TITLES } from '../../prisma/demo/tv.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts'
import { buildReply, createMovie, createReview, createUser } from '../factories/index.ts'

const LATE_EVENING_UTC = new Date('2026-11-21T17:30:00Z') // already Sunday 22 November 01:30 in Manila
const MONTH_END = new Date('2026-11-30T20:00:00Z') // Tuesday 1 December 04:00 in Manila
/** Seeding writes a few thousand rows; leave room for a busy 2-core machine running other suites. */
const SLOW = 180_000

/** Manila "YYYY-MM-DD" and minutes after midnight of an instant, computed independently of the seed's helpers. */
function manila(instant: Date) {
  const local = new TZDate(instant.getTime(), 'Asia/Manila')
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minutes: local.getHours() * 60 + local.getMinutes(),
  }
}

function isoDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10))
}

async function showDates(db: Db): Promise<string[]> {
  const rows = await db.schedule.groupBy({ by: ['showDate'], orderBy: { showDate: 'asc' } })
  return rows.map((row) => row.showDate)
}

/** Showtimes keyed by stable identities (theater slug, movie hash), for comparing two databases. */
async function showtimeFingerprint(db: Db, dates: string[]) {
  const rows = await db.schedule.findMany({
    where: { showDate: { in: dates } },
    select: { startsAt: true, price: true, format: true, theater: { select: { slug: true } }, movie: { select: { hash: true } } },
  })
  return rows.map((row) => `${row.theater.slug}|${row.movie.hash}|${row.startsAt.toISOString()}|${row.price}|${row.format}`).sort()
}

describe('seedDatabase', () => {
  let first: TestDatabase
  let second: TestDatabase
  let summary: SeedSummary

  beforeAll(async () => {
    first = createTestDatabase()
    second = createTestDatabase()
    summary = await seedDatabase(first.db, { now: LATE_EVENING_UTC })
  }, SLOW)
  afterAll(async () => {
    await first?.destroy()
    await second?.destroy()
  })

  it('creates the demo catalogue', async () => {
    const { db } = first
    // 30 demo films plus a release record (streamingSoon movie row) per streaming title that is not one of them.
    const ownRows = DEMO_STREAMING_TITLES.filter((title) => !title.movieTitle).length
    expect(summary.movies).toBe(30 + ownRows)
    expect(summary.streamingTitles).toBe(DEMO_STREAMING_TITLES.length)
    expect(summary.articles).toBe(40)
    expect(summary.events).toBe(15)
    expect(summary.theaters).toBeGreaterThanOrEqual(25)
    expect(summary.places).toBeGreaterThanOrEqual(20)
    expect(await db.place.count({ where: { type: { notIn: ['Restaurant', 'CafeOrCoffeeShop', 'Store'] } } })).toBeGreaterThanOrEqual(20)
    expect(summary.festivals).toBeGreaterThanOrEqual(2)
    expect(summary.schedulesAdded).toBe(summary.schedules)

    const byStatus = await db.movie.groupBy({ by: ['status'], _count: true })
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row._count]))).toEqual({ nowShowing: 14, comingSoon: 10, streamingSoon: 6 + ownRows })
    const ratings = new Set((await db.movie.findMany({ select: { mtrcbRating: true } })).map((movie) => movie.mtrcbRating))
    expect([...ratings].sort()).toEqual(['G', 'PG', 'R-13', 'R-16', 'R-18'])
    for (const movie of await db.movie.findMany({ where: { status: 'streamingSoon' } })) expect(movie.streamingPlatform).toBeTruthy()
    for (const movie of await db.movie.findMany({ where: { status: 'comingSoon' } })) expect(movie.releaseDate! > '2026-11-22').toBe(true)
    expect(await db.movieCredit.count({ where: { role: 'director' } })).toBe(30)
  })

  it('puts every cinema in a mall with coordinates inside the Philippines', async () => {
    const theaters = await first.db.theater.findMany({ include: { mall: true } })
    expect(theaters.length).toBeGreaterThanOrEqual(25)
    for (const { mall } of theaters) {
      expect(mall.latitude, mall.name).toBeGreaterThan(4.5)
      expect(mall.latitude, mall.name).toBeLessThan(21.2)
      expect(mall.longitude, mall.name).toBeGreaterThan(116.9)
      expect(mall.longitude, mall.name).toBeLessThan(126.7)
    }
    const regions = new Set(theaters.map((theater) => theater.mall.region))
    expect(regions).toEqual(new Set(['metro-manila', 'province']))
  })

  it('spreads the articles over the category ids of doc 2 §3, with authors (one is id 11) and five media sizes', async () => {
    const { db } = first
    const categories = await db.articleCategory.findMany({ include: { _count: { select: { articles: true } } } })
    expect(categories.map((category) => category.id).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 15, 17, 58, 74, 96, 117, 149, 354, 1274])
    for (const category of categories) expect(category._count.articles, category.slug).toBeGreaterThan(0)
    expect(await db.article.count({ where: { authorId: 11 } })).toBeGreaterThan(0)
    const article = await db.article.findFirstOrThrow({ include: { featuredMedia: true } })
    expect(article.contentHtml).toMatch(/<h2>.*<\/h2>/)
    expect(article.contentHtml).toMatch(/<ul><li>/)
    const sizes = JSON.parse(article.featuredMedia!.sizes) as Record<string, { source_url: string; width: number; height: number }>
    expect(Object.keys(sizes).sort()).toEqual(['full', 'large', 'medium', 'medium_large', 'thumbnail'])
    for (const size of Object.values(sizes)) expect(size.source_url).toMatch(/^\/media\/images\/article\/.+\.webp\?w=\d+$/)
  })

  it('has upcoming events, staff users and community content', async () => {
    const { db } = first
    expect(await db.event.count({ where: { startDate: { gt: LATE_EVENING_UTC } } })).toBe(15)
    expect(await db.event.count({ where: { isFeatured: true } })).toBeGreaterThan(0)
    const admin = await db.user.findUniqueOrThrow({ where: { username: 'admin' } })
    expect(admin).toMatchObject({ role: 'admin', isAdmin: true, passwordHash: null })
    expect(await db.user.findUniqueOrThrow({ where: { username: 'moderator' } })).toMatchObject({ role: 'moderator', isAdmin: false })
    expect(await db.post.count({ where: { postType: 'review', contentTypeId: 2 } })).toBeGreaterThan(0)
    expect(await db.post.count({ where: { postType: 'review', contentTypeId: 1 } })).toBeGreaterThan(0)
    const reply = await db.post.findFirstOrThrow({ where: { postType: 'reply' }, include: { parent: true } })
    expect(reply.parent!.replyCount).toBeGreaterThan(0)
    for (const post of await db.post.findMany({ where: { postType: 'review' } })) {
      expect(post.rating).toBeGreaterThanOrEqual(1)
      expect(post.rating).toBeLessThanOrEqual(5)
      expect(post.likeCount).toBe(await db.like.count({ where: { targetType: 'post', targetId: String(post.id) } }))
    }
    expect(summary.follows).toBeGreaterThan(0)
    expect(await db.activity.count({ where: { activityType: 'CREATE_REVIEW' } })).toBe(await db.post.count({ where: { postType: 'review' } }))
    expect(await db.siteSetting.findUnique({ where: { key: 'demoData' } })).toMatchObject({ value: 'true' })
  })

  it('starts showtimes today in Manila and covers today..today+6 (late evening UTC)', async () => {
    const { db } = first
    expect(await showDates(db)).toEqual(isoDays('2026-11-22', 7))
    const rows = await db.schedule.findMany()
    for (const row of rows) {
      const local = manila(row.startsAt)
      expect(local.date).toBe(row.showDate)
      expect(local.minutes).toBeGreaterThanOrEqual(10 * 60)
      expect(local.minutes).toBeLessThanOrEqual(22 * 60 + 30)
      expect(row.price).toBeGreaterThanOrEqual(25_000)
      expect(row.price).toBeLessThanOrEqual(65_000)
      expect(row.price % 100).toBe(0)
    }
    expect(new Set(rows.map((row) => row.format))).toEqual(new Set(['Regular', '3D', 'IMAX', '4DX', "Director's Club"]))
    expect(rows.filter((row) => row.format === 'Regular').length).toBeGreaterThan(rows.length / 2)
    // Every cinema, and every now-showing film, has showtimes each day; 3-5 a day per film and cinema.
    const perDay = await db.schedule.groupBy({ by: ['showDate', 'theaterId', 'movieId'], _count: true })
    for (const group of perDay) {
      expect(group._count).toBeGreaterThanOrEqual(3)
      expect(group._count).toBeLessThanOrEqual(5)
    }
    for (const date of isoDays('2026-11-22', 7)) {
      const theaters = new Set(perDay.filter((group) => group.showDate === date).map((group) => group.theaterId))
      const movies = new Set(perDay.filter((group) => group.showDate === date).map((group) => group.movieId))
      expect(theaters.size).toBe(await db.theater.count())
      expect(movies.size).toBe(14)
    }
    const nowShowingIds = new Set((await db.movie.findMany({ where: { status: 'nowShowing' } })).map((movie) => movie.id))
    for (const group of perDay) expect(nowShowingIds.has(group.movieId)).toBe(true)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const again = await seedDatabase(first.db, { now: LATE_EVENING_UTC })
    expect(again).toEqual({ ...summary, schedulesAdded: 0, tvProgrammesAdded: 0 })
  }, SLOW)

  it('keeps 7 days of TV programmes on every channel, with no gaps or overlaps, moving forward on each start', async () => {
    const { db } = first
    expect(summary.tvChannels).toBe(DEMO_CHANNELS.length)
    expect(summary.tvProgrammesAdded).toBe(summary.tvProgrammes)
    const channels = await db.tvChannel.findMany({ include: { programmes: { orderBy: { startsAt: 'asc' } } } })
    for (const channel of channels) {
      const rows = channel.programmes
      // Broadcast days from yesterday (22 Nov in Manila is "today") to today+6: 05:00 on 21 Nov to 05:00 on 29 Nov.
      expect(rows[0]!.startsAt.toISOString()).toBe('2026-11-20T21:00:00.000Z')
      expect(rows.at(-1)!.endsAt.toISOString()).toBe('2026-11-28T21:00:00.000Z')
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.startsAt.getTime(), channel.slug).toBe(rows[i - 1]!.endsAt.getTime())
    }
    const crossing = await db.tvProgramme.count({ where: { startDate: '2026-11-22', endsAt: { gt: new Date('2026-11-22T16:00:00Z') } } })
    expect(crossing).toBeGreaterThan(0)

    const weekLater = new Date(LATE_EVENING_UTC.getTime() + 7 * 86_400_000)
    const before = await db.tvProgramme.count()
    const added = await topUpDemoTvGuide(db, { now: weekLater })
    const perDay = DEMO_CHANNELS.reduce((sum, channel) => sum + channel.lineup.length, 0)
    expect(added).toBe(7 * perDay) // broadcast days 29 Nov - 5 Dec
    expect(await db.tvProgramme.count()).toBe(before + added)
    expect(await topUpDemoTvGuide(db, { now: weekLater })).toBe(0)
  }, SLOW)

  it('tops up the showtimes a week later without duplicates, across the month boundary', async () => {
    const { db } = first
    const weekLater = new Date(LATE_EVENING_UTC.getTime() + 7 * 86_400_000)
    const before = await db.schedule.count()
    const added = await topUpDemoShowtimes(db, { now: weekLater })
    expect(added).toBeGreaterThan(0)
    expect(await db.schedule.count()).toBe(before + added)
    expect(await showDates(db)).toEqual(isoDays('2026-11-22', 14)) // up to 5 December
    expect(await topUpDemoShowtimes(db, { now: weekLater })).toBe(0)
    const rows = await db.schedule.findMany({ select: { theaterId: true, movieId: true, startsAt: true } })
    expect(new Set(rows.map((row) => `${row.theaterId}:${row.movieId}:${row.startsAt.getTime()}`)).size).toBe(rows.length)
  }, SLOW)

  it('is deterministic: a fresh database seeded at another time has the same movies and the same showtimes per day', async () => {
    await seedDatabase(second.db, { now: MONTH_END })
    expect(await showDates(second.db)).toEqual(isoDays('2026-12-01', 7))
    const movies = (db: Db) => db.movie.findMany({ select: { title: true, hash: true, slug: true }, orderBy: { hash: 'asc' } })
    expect(await movies(second.db)).toEqual(await movies(first.db))
    for (const movie of await movies(second.db)) {
      expect(movie.hash).toMatch(/^[0-9a-z]{8}$/)
      expect(movie.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    const overlap = isoDays('2026-12-01', 5) // first db (after the top-up) covers 22 Nov - 5 Dec
    const fingerprint = await showtimeFingerprint(second.db, overlap)
    expect(fingerprint.length).toBeGreaterThan(0)
    expect(fingerprint).toEqual(await showtimeFingerprint(first.db, overlap))
  }, SLOW)

  it('keeps "today" right for several clocks (Manila morning, Manila midnight, year end)', async () => {
    const { db } = second
    const cases: [string, string][] = [
      ['2026-11-21T00:10:00Z', '2026-11-21'], // 08:10 in Manila
      ['2026-11-21T15:59:59Z', '2026-11-21'], // 23:59:59 in Manila
      ['2026-11-21T16:00:00Z', '2026-11-22'], // midnight in Manila
      ['2026-12-31T16:30:00Z', '2027-01-01'], // New Year in Manila, still 31 December in UTC
    ]
    for (const [now, today] of cases) {
      await db.schedule.deleteMany()
      expect(await topUpDemoShowtimes(db, { now: new Date(now) })).toBeGreaterThan(0)
      expect(await showDates(db), now).toEqual(isoDays(today, 7))
    }
  }, SLOW)
})

describe('schema rules', () => {
  let testDb: TestDatabase
  beforeAll(() => {
    testDb = createTestDatabase()
  }, SLOW)
  afterAll(async () => {
    await testDb?.destroy()
  })

  it('allows one review per user and content, but any number of replies', async () => {
    const { db } = testDb
    const user = await createUser(db)
    const movie = await createMovie(db)
    const review = await createReview(db, { userId: user.id, externalContentId: String(movie.id), rating: 5 })
    await expect(createReview(db, { userId: user.id, externalContentId: String(movie.id), hashId: 'another1' })).rejects.toThrow()
    await db.post.create({ data: buildReply(review, { userId: user.id, content: 'one' }) })
    await db.post.create({ data: buildReply(review, { userId: user.id, content: 'two' }) })
    expect(await db.post.count({ where: { rootPostId: review.id, postType: 'reply' } })).toBe(2)
  })

  it('refuses self-follows and duplicate follows', async () => {
    const { db } = testDb
    const a = await createUser(db)
    const b = await createUser(db)
    await db.follow.create({ data: { followerId: a.id, followingId: b.id } })
    await expect(db.follow.create({ data: { followerId: a.id, followingId: b.id } })).rejects.toThrow()
    // The trigger of the init migration refuses it (the adapter reports it as a constraint violation).
    await expect(db.follow.create({ data: { followerId: a.id, followingId: a.id } })).rejects.toThrow()
    await expect(db.$executeRawUnsafe('INSERT INTO "Follow" ("followerId", "followingId") VALUES (?, ?)', b.id, b.id)).rejects.toThrow()
    expect(await db.follow.count()).toBe(1)
  })

  it('does not top up a database without demo data', async () => {
    expect(await topUpDemoShowtimes(testDb.db, { now: new Date('2026-11-21T00:00:00Z') })).toBe(0)
  })
})
