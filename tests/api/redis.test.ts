/**
 * REDIS_URL (decision 026): two app instances on one database sharing the local Redis count rate limits
 * together and see each other's cache invalidations within a second; without REDIS_URL nothing changes.
 * Every run uses its own key prefix. Skipped only when no Redis answers (CI starts one: .ci/run).
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateShowtimes, showtimesCache } from '../../api/cache/showtimes-cache.ts'
import { fixedClock } from '../../api/clock.ts'
import type { ContentPostsResponse } from '../../api/contracts/posts.ts'
import { createDb, type Db } from '../../api/db.ts'
import { loadConfig } from '../../api/env.ts'
import { createLogger } from '../../api/logger.ts'
import { createRateLimiter } from '../../api/rate-limiter.ts'
import { connectRedis, type SharedRedis } from '../../api/redis.ts'
import { TRACK_SEARCH_LIMIT } from '../../api/modules/search/search.service.ts'
import { createMall, createMovie, createPlace, createSchedule, createTheater } from '../factories/index.ts'
import { redisAnswers, testRedisUrl } from '../support/redis.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { call, reviewBody } from './community-support.ts'

const REDIS_URL = testRedisUrl
const keyPrefix = `gala-test:${randomBytes(6).toString('hex')}:`

const haveRedis = await redisAnswers()
if (!haveRedis) console.warn(`tests/api/redis.test.ts: no Redis at ${REDIS_URL}, skipped (CI starts one)`)

const clock = fixedClock('2026-11-21T04:00:00Z')
const silent = createLogger('silent')
const redisConfig = { url: REDIS_URL, keyPrefix }

/** Two instances on one database, each with its own client, caches and Redis connections (as two processes). */
let a: TestApp
let b: TestApp
let redisA: SharedRedis
let redisB: SharedRedis
let dbB: Db

/** Both instances' caches listen (the subscription is confirmed) before a test relies on it. */
async function untilLive(app: TestApp) {
  const cache = showtimesCache(app.deps.db, clock)
  for (let i = 0; i < 200; i++) {
    cache.set('probe', '{}')
    if (cache.get('probe')) return cache.invalidate('probe')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the cache bus never came up')
}

// CI starts a Redis (.ci/run): there, a missing one fails these tests instead of skipping them unseen.
describe.skipIf(!haveRedis && !process.env.CI)('REDIS_URL: two instances sharing Redis', () => {
  beforeAll(async () => {
    redisA = connectRedis(redisConfig, silent)
    redisB = connectRedis(redisConfig, silent)
    a = await startTestApp({ clock, redis: redisA, config: { trustProxy: true } })
    dbB = createDb(a.database.url)
    b = await startTestApp({ clock, redis: redisB, db: dbB, config: { trustProxy: true } })
    await untilLive(a)
    await untilLive(b)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await dbB?.$disconnect()
    // Leave nothing behind on the shared server.
    const keys = await redisA.client.keys(`${keyPrefix}*`)
    if (keys.length > 0) await redisA.client.del(...keys)
    await redisA?.close()
    await redisB?.close()
  })

  it('the config reads REDIS_URL and REDIS_KEY_PREFIX, and refuses a URL that is not redis://', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: a.database.dir, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }).redis).toEqual({ url: REDIS_URL, keyPrefix })
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: a.database.dir, REDIS_URL }).redis).toEqual({ url: REDIS_URL, keyPrefix: 'gala:' })
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: a.database.dir }).redis).toBeUndefined()
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: a.database.dir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0 (got "http://127.0.0.1:6379")',
    )
  })

  it('a rate limit counts requests on both instances together', async () => {
    const client = '203.0.113.77'
    const track = (app: TestApp) =>
      app.request('/api/track-search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        // Malformed posts count too (the limit runs first) and need no search.
        body: JSON.stringify({ query: 'x' }),
      })
    const half = TRACK_SEARCH_LIMIT.points / 2
    for (let i = 0; i < half; i++) expect((await track(a)).status).toBe(400)
    for (let i = 0; i < half; i++) expect((await track(b)).status).toBe(400)
    // Each instance saw only half the limit, yet both refuse now.
    const limitedA = await track(a)
    expect(limitedA.status).toBe(429)
    expect(await limitedA.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await track(b)).status).toBe(429)
    // The count lives in Redis under the run's prefix.
    expect(Number(await redisA.client.get(`${keyPrefix}rl:track-search:${client}`))).toBe(TRACK_SEARCH_LIMIT.points + 2)
  })

  it('a review written on instance A is in the list instance B serves within 1 s', async () => {
    const place = await createPlace(a.deps.db, { name: 'Paco Park' })
    const path = `/api/posts/content/1/${place.slug}`
    const list = async (app: TestApp) => (await call<ContentPostsResponse>(app, 'GET', path)).body
    // Both instances cache the empty list (B twice: the second answer comes from its cache).
    expect((await list(a)).reviewCount).toBe(0)
    expect((await list(b)).reviewCount).toBe(0)
    expect((await list(b)).reviewCount).toBe(0)

    const ana = await signedInUser(a)
    expect((await call(a, 'POST', '/api/posts', reviewBody(1, place.slug), ana.headers)).status).toBe(201)
    const written = performance.now()
    let seenAfter = Infinity
    while (performance.now() - written < 1000) {
      if ((await list(b)).reviewCount === 1) {
        seenAfter = performance.now() - written
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(seenAfter).toBeLessThan(1000)
    expect((await list(a)).reviewCount).toBe(1)
  })

  it('a schedule changed and invalidated on A is served fresh by B within 1 s, its cached body dropped', async () => {
    const mall = await createMall(a.deps.db)
    const theater = await createTheater(a.deps.db, { mallId: mall.id })
    const movie = await createMovie(a.deps.db)
    const show = await createSchedule(a.deps.db, { theaterId: theater.id, movieId: movie.id, startsAt: new Date('2026-11-21T11:00:00Z') })
    const path = `/api/theaters/${theater.id}/movies/${movie.id}/schedule?date=2026-11-21`
    const price = async (app: TestApp) => {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'identity' } })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: { schedule: { id: number; price: number }[] } }
      return body.data.schedule.find((entry) => entry.id === show.id)!.price
    }
    expect(await price(b)).toBe(350)
    expect(showtimesCache(dbB, clock).keys().length).toBeGreaterThan(0)

    await a.deps.db.schedule.update({ where: { id: show.id }, data: { price: 40000 } })
    // B still serves its cached body until told.
    expect(await price(b)).toBe(350)
    invalidateShowtimes(a.deps.db)
    const started = performance.now()
    while (showtimesCache(dbB, clock).keys().length > 0 && performance.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(showtimesCache(dbB, clock).keys()).toEqual([])
    expect(await price(b)).toBe(400)
  })

  it('a body B computed from rows read before the message is not kept after it (generation)', async () => {
    const cache = showtimesCache(dbB, clock)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // B starts computing (the "old rows" are read), then A invalidates before B stores.
    const computing = cache.getOrCompute('race|key', async () => {
      await gate
      return { old: true }
    })
    invalidateShowtimes(a.deps.db)
    const started = performance.now()
    // The message arrives while the computation is still running…
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    expect(JSON.parse((await computing).body)).toEqual({ old: true })
    expect(performance.now() - started).toBeLessThan(1000)
    // …so its result was answered once but not stored.
    expect(cache.get('race|key')).toBeUndefined()
  })

  it('while the subscription is down the caches serve nothing; when it is back they start empty', async () => {
    const cache = showtimesCache(dbB, clock)
    cache.set('k', '{"v":1}')
    expect(cache.get('k')).toBeDefined()
    // Cut B's subscriber connection (as a network blip would): ioredis reconnects on its own.
    const closed = once(redisB.subscriber, 'close')
    redisB.subscriber.disconnect(true)
    await closed
    expect(cache.get('k')).toBeUndefined()
    expect((await cache.getOrCompute('k2', async () => ({ v: 2 }))).body).toBe('{"v":2}')
    await untilLive(b)
    // Whatever was cached before the gap is gone, and caching works again.
    expect(cache.get('k')).toBeUndefined()
    expect(cache.get('k2')).toBeUndefined()
    cache.set('k3', '{}')
    expect(cache.get('k3')).toBeDefined()
  })

  it('a limiter counts in memory while Redis does not answer, and no request waits for it', async () => {
    const dead = connectRedis({ url: 'redis://127.0.0.1:1', keyPrefix }, silent)
    try {
      const limiter = createRateLimiter({ redis: dead }, { keyPrefix: 'dead', points: 2, duration: 60 })
      const started = performance.now()
      await limiter.consume('k')
      await limiter.consume('k')
      await expect(limiter.consume('k')).rejects.toMatchObject({ remainingPoints: 0 })
      expect(performance.now() - started).toBeLessThan(500)
    } finally {
      await dead.close()
    }
  })
})

describe('without REDIS_URL', () => {
  it('one instance keeps its limits and caches in memory, as before', async () => {
    const app = await startTestApp({ clock, config: { trustProxy: true } })
    try {
      expect(app.deps.config.redis).toBeUndefined()
      expect(app.deps.redis).toBeUndefined()
      const cache = showtimesCache(app.deps.db, clock)
      cache.set('k', '{}')
      expect(cache.get('k')).toBeDefined()
      expect(invalidateShowtimes(app.deps.db)).toBe(1)
      const limiter = createRateLimiter({}, { keyPrefix: 'local', points: 1, duration: 60 })
      expect(limiter.constructor.name).toBe('RateLimiterMemory')
      await limiter.consume('k')
      await expect(limiter.consume('k')).rejects.toMatchObject({ remainingPoints: 0 })
    } finally {
      await app.close()
    }
  })
})
