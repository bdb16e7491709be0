import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { showtimesCache } from '../../api/cache/showtimes-cache.ts'
import { createDb } from '../../api/db.ts'
import { createLogger } from '../../api/logger.ts'
import { connectRedis } from '../../api/redis.ts'
import { redisAnswers, testRedisUrl } from '../support/redis.ts'
import { fixedClock } from '../../api/clock.ts'
import type { CacheList, CachePurgeResult, MemoryHistory, SystemDashboard } from '../../api/contracts/admin-system.ts'
import { startMemorySampler, stopSystemMonitor, systemMonitor } from '../../api/modules/admin-system/monitor.ts'
import { createMall, createMovie, createUser } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { testOnPostgres } from '../support/test-db.ts'
import { json, send } from './push-support.ts'

const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Awaited<ReturnType<typeof signedInUser>>
let moderator: Awaited<ReturnType<typeof signedInUser>>
let fan: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  app = await startTestApp({ clock })
  admin = await signedInUser(app, { role: 'admin' })
  moderator = await signedInUser(app, { role: 'moderator' })
  fan = await signedInUser(app)
})
afterAll(async () => {
  stopSystemMonitor(app.deps.db)
  await app.close()
})

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/system'],
  ['GET', '/api/admin/system/memory'],
  ['GET', '/api/admin/cache'],
  ['POST', '/api/admin/cache/showtimes/purge'],
]

describe('who may see the system pages', () => {
  it.each(ROUTES)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path) => {
    const visitor = await send(app, method, path)
    expect(visitor.status).toBe(401)
    expect(await json(visitor)).toMatchObject({ message: 'Please sign in to continue.' })
    expect((await send(app, method, path, fan.headers)).status).toBe(403)
    const mod = await send(app, method, path, moderator.headers)
    expect(mod.status).toBe(403)
    expect(await json(mod)).toMatchObject({ message: "You don't have permission to access this admin page. Only administrators can view this content." })
  })
})

describe('GET /api/admin/system', () => {
  it('uptime, version, memory, event loop, database size and tables, delivery queue and caches are there and sane', async () => {
    const mall = await createMall(app.deps.db)
    await createMovie(app.deps.db, { title: 'Dashboard Film' })
    // Two deliveries: one waiting, one failed; and one held by a live lease.
    const movie = await createMovie(app.deps.db, { title: 'Queue Film' })
    const notification = await app.deps.db.movieReleaseNotification.create({ data: { userId: fan.user.id, movieId: movie.id } })
    const now = clock.now()
    const later = new Date(now.getTime() + 60_000)
    const base = { releaseNotificationId: notification.id, movieId: movie.id, userId: fan.user.id, channel: 'email', email: 'fan@example.test', nextAttemptAt: now, expiresAt: later }
    await app.deps.db.alertDelivery.createMany({
      data: [
        { ...base, dedupeKey: 'a' },
        { ...base, dedupeKey: 'b', status: 'failed' },
        { ...base, dedupeKey: 'c', leaseUntil: later, leaseOwner: 'worker-1' },
      ],
    })
    expect(mall.id).toBeGreaterThan(0)

    const uptimeBefore = process.uptime()
    const res = await app.request('/api/admin/system', { headers: admin.headers })
    const uptimeAfter = process.uptime()
    if (res.status !== 200) console.error(JSON.stringify(app.logs.filter((line) => (line.level as number) >= 50).slice(-3)))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = await json<SystemDashboard>(res)
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(body.nodeVersion).toBe(process.version)
    // The API runs in this process: its uptime, rounded, as read between the request and its answer.
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(Math.round(uptimeBefore))
    expect(body.uptimeSeconds).toBeLessThanOrEqual(Math.round(uptimeAfter))
    expect(body.startedAt).toBe(clock.now().toISOString())
    expect(body.memory.rss).toBeGreaterThan(10 * 1024 * 1024)
    expect(body.memory.heapUsed).toBeGreaterThan(0)
    expect(body.memory.heapUsed).toBeLessThanOrEqual(body.memory.heapTotal)
    // The histogram has sampled since the app started (every 20 ms): its percentiles are in order and not zero.
    expect(body.eventLoopDelay.p50Ms).toBeGreaterThan(0)
    expect(body.eventLoopDelay.p50Ms).toBeLessThanOrEqual(body.eventLoopDelay.p99Ms)
    expect(body.eventLoopDelay.p99Ms).toBeLessThanOrEqual(body.eventLoopDelay.maxMs)
    expect(body.eventLoopDelay.maxMs).toBeLessThan(60_000)
    expect(body.database.dialect).toBe(testOnPostgres ? 'postgresql' : 'sqlite')
    expect(body.database.sizeBytes).toBeGreaterThan(4096)
    expect(body.database.tables.length).toBeGreaterThan(0)
    expect(body.database.tables.length).toBeLessThanOrEqual(10)
    // PostgreSQL's counts are its statistics' estimates (whole numbers, not yet exact); SQLite's are exact (below).
    for (const table of body.database.tables) expect(Number.isSafeInteger(table.rows) && table.rows >= 0, `${table.name}: ${table.rows}`).toBe(true)
    const rows = body.database.tables.map((table) => table.rows)
    expect([...rows].sort((a, b) => b - a)).toEqual(rows)
    if (!testOnPostgres) {
      // Exact counts on SQLite: the biggest table here is one the test filled.
      expect(body.database.tables[0]!.rows).toBeGreaterThanOrEqual(3)
      expect(body.database.tables.map((table) => table.name)).toContain('User')
      for (const table of body.database.tables) {
        const [counted] = await app.deps.db.$queryRawUnsafe<{ rows: bigint | number }[]>(`SELECT COUNT(*) AS "rows" FROM "${table.name}"`)
        expect(table.rows, table.name).toBe(Number(counted!.rows))
      }
      // The three accounts of this file and the fan's: the User table's count is at least what the test made.
      expect(body.database.tables.find((table) => table.name === 'User')!.rows).toBeGreaterThanOrEqual(3)
    }
    expect(body.deliveryQueue).toEqual({ waiting: 1, leased: 1, failed: 1 })
    expect(body.caches.map((cache) => cache.name)).toEqual(['showtimes', 'posts', 'reflinks', 'seo', 'pages'])
  })
})

describe('GET /api/admin/system/memory and the sampler', () => {
  it('answers the samples of the last hour, oldest first', async () => {
    const res = await app.request('/api/admin/system/memory', { headers: admin.headers })
    expect(res.status).toBe(200)
    const body = await json<MemoryHistory>(res)
    expect(body.intervalSeconds).toBe(10)
    expect(body.samples.length).toBeGreaterThanOrEqual(1)
    expect(body.samples.length).toBeLessThanOrEqual(360)
    expect(body.samples[0]!.rss).toBeGreaterThan(0)
    expect(body.current.rss).toBeGreaterThan(0)
  })

  it('samples on an unref’d timer into a bounded ring, and stops', async () => {
    let tick = 0
    const sampler = startMemorySampler({ now: () => new Date(Date.UTC(2026, 10, 21, 4, 0, tick++)), intervalMs: 20, capacity: 3 })
    expect(sampler.samples()).toHaveLength(1)
    expect(sampler.holdsProcess).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const samples = sampler.samples()
    expect(samples).toHaveLength(3)
    // Oldest first, the most recent kept.
    expect(samples.map((s) => s.at)).toEqual([...samples.map((s) => s.at)].sort())
    expect(samples[2]!.at > '2026-11-21T04:00:02.000Z').toBe(true)
    expect(sampler.running).toBe(true)
    sampler.stop()
    expect(sampler.running).toBe(false)
    const count = sampler.samples().at(-1)!.at
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(sampler.samples().at(-1)!.at).toBe(count)
  })

  it('the app’s monitor is one per app, and stopping it stops its sampler', async () => {
    const other = await startTestApp({ clock })
    try {
      const monitor = systemMonitor(other.deps)
      expect(systemMonitor(other.deps)).toBe(monitor)
      expect(monitor).not.toBe(systemMonitor(app.deps))
      expect(monitor.memory.running).toBe(true)
      stopSystemMonitor(other.deps.db)
      expect(monitor.memory.running).toBe(false)
    } finally {
      await other.close()
    }
  })
})

describe('GET /api/admin/cache and POST /api/admin/cache/{name}/purge', () => {
  it('counts hits and misses, purges one cache and audits it with the entries before', async () => {
    // Fill the showtimes cache: a miss, then a hit (served from the hot-read fast path or the route).
    expect((await app.request('/api/movies/now-showing')).status).toBe(200)
    expect((await app.request('/api/movies/now-showing')).status).toBe(200)
    expect((await app.request('/api/movies/upcoming')).status).toBe(200)
    const list = await json<CacheList>(await app.request('/api/admin/cache', { headers: admin.headers }))
    expect(list.shared).toBe(false)
    const showtimes = list.items.find((item) => item.name === 'showtimes')!
    expect(showtimes.entries).toBe(2)
    expect(showtimes.misses).toBe(2)
    expect(showtimes.hits).toBe(1)
    expect(showtimes.hitRatio).toBeCloseTo(1 / 3)

    const res = await send(app, 'POST', '/api/admin/cache/showtimes/purge', admin.headers)
    expect(res.status).toBe(200)
    expect(await json<CachePurgeResult>(res)).toEqual({ name: 'showtimes', dropped: 2, shared: false })
    const after = await json<CacheList>(await app.request('/api/admin/cache', { headers: admin.headers }))
    expect(after.items.find((item) => item.name === 'showtimes')!.entries).toBe(0)

    const entry = await app.deps.db.auditLog.findFirstOrThrow({ where: { action: 'cache.purge' }, orderBy: { id: 'desc' } })
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'cache', entityId: 'showtimes' })
    expect(JSON.parse(entry.before!)).toEqual({ entries: 2 })
    expect(JSON.parse(entry.after!)).toEqual({ entries: 0, allProcesses: false })
    expect(entry.requestId).toBeTruthy()
    // The next read is computed again.
    expect((await app.request('/api/movies/now-showing')).status).toBe(200)
    const again = await json<CacheList>(await app.request('/api/admin/cache', { headers: admin.headers }))
    expect(again.items.find((item) => item.name === 'showtimes')).toMatchObject({ entries: 1, misses: 3 })
  })

  it('400 for a cache that does not exist, and nothing audited', async () => {
    const count = await app.deps.db.auditLog.count()
    const res = await send(app, 'POST', '/api/admin/cache/everything/purge', admin.headers)
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ field: 'params.name', message: 'There is no cache with this name.' }] })
    expect(await app.deps.db.auditLog.count()).toBe(count)
  })

  it('a purge of an empty cache is still audited (before 0)', async () => {
    const res = await send(app, 'POST', '/api/admin/cache/posts/purge', admin.headers)
    expect(res.status).toBe(200)
    const entry = await app.deps.db.auditLog.findFirstOrThrow({ where: { action: 'cache.purge', entityId: 'posts' } })
    expect(JSON.parse(entry.before!)).toEqual({ entries: 0 })
  })
})

/** A strict check of the Prometheus text exposition format (prom-client has no parser); returns the sample names. */
function parsePrometheus(textBody: string): Map<string, string> {
  const types = new Map<string, string>()
  const sampleNames = new Set<string>()
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*'
  const label = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`
  const sample = new RegExp(`^(${name})(?:\\{(?:${label}(?:,${label})*)?,?\\})? (?:[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?|NaN|[-+]Inf)(?: -?\\d+)?$`)
  expect(textBody.endsWith('\n')).toBe(true)
  for (const line of textBody.slice(0, -1).split('\n')) {
    // Empty lines are allowed between families (prom-client writes one after each).
    if (line === '') continue
    if (line.startsWith('# HELP ')) {
      expect(line).toMatch(new RegExp(`^# HELP ${name} .*$`))
      continue
    }
    if (line.startsWith('# TYPE ')) {
      const match = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line)
      expect(match, line).not.toBeNull()
      types.set(match![1]!, match![2]!)
      continue
    }
    const match = sample.exec(line)
    expect(match, `not a sample line: ${line}`).not.toBeNull()
    sampleNames.add(match![1]!)
  }
  for (const sampleName of sampleNames) {
    const family = sampleName.replace(/_(bucket|sum|count)$/, '')
    expect(types.has(sampleName) || types.has(family), `no TYPE for ${sampleName}`).toBe(true)
  }
  return types
}

describe('GET /metrics', () => {
  it('404 without METRICS_TOKEN', async () => {
    const res = await app.request('/metrics', { headers: { Authorization: 'Bearer anything-at-all-1234' } })
    expect(res.status).toBe(404)
  })

  it('401 with a wrong or missing token, 200 Prometheus text with the right one', async () => {
    const token = 'metrics-token-0123456789abcdef'
    const metricsApp = await startTestApp({ clock, env: { METRICS_TOKEN: token } })
    try {
      expect((await metricsApp.request('/metrics')).status).toBe(401)
      expect((await metricsApp.request('/metrics', { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401)
      expect((await metricsApp.request('/metrics', { headers: { Authorization: `Basic ${token}` } })).status).toBe(401)
      expect((await metricsApp.request('/metrics', { headers: { Authorization: 'Bearer short' } })).status).toBe(401)
      const user = await createUser(metricsApp.deps.db)
      expect(user.id).toBeGreaterThan(0)
      // Some traffic to count: a cached read twice (miss, hit) and a 404.
      await metricsApp.request('/api/movies/now-showing')
      await metricsApp.request('/api/movies/now-showing')
      await metricsApp.request('/api/no-such-thing')

      const res = await metricsApp.request('/metrics', { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      const body = await res.text()
      const types = parsePrometheus(body)
      expect(types.get('gala_http_requests_total')).toBe('counter')
      expect(types.get('gala_http_request_duration_seconds')).toBe('histogram')
      expect(types.get('gala_cache_hits_total')).toBe('counter')
      expect(types.get('gala_cache_misses_total')).toBe('counter')
      expect(types.get('gala_delivery_queue')).toBe('gauge')
      expect(types.get('process_resident_memory_bytes')).toBe('gauge')
      expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge')
      expect(body).toMatch(/^gala_http_requests_total\{method="GET",route="\/api\/movies\/now-showing",status="200"\} 1$/m)
      expect(body).toMatch(/^gala_http_requests_total\{method="GET",route="(hot-read|\/api\/movies\/now-showing)",status="200"\} 1$/m)
      expect(body).toMatch(/^gala_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m)
      expect(body).toMatch(/^gala_cache_hits_total\{cache="showtimes"\} 1$/m)
      expect(body).toMatch(/^gala_cache_misses_total\{cache="showtimes"\} 1$/m)
      expect(body).toMatch(/^gala_delivery_queue\{state="waiting"\} 0$/m)
      // Each app has its own registry: the other app's requests are not in it.
      expect(body).not.toContain('/api/admin/system')
    } finally {
      stopSystemMonitor(metricsApp.deps.db)
      await metricsApp.close()
    }
  })
})

const haveRedis = await redisAnswers()

// CI starts a Redis (.ci/run): there, a missing one fails these tests instead of skipping them unseen.
describe.skipIf(!haveRedis && !process.env.CI)('with REDIS_URL: a purge reaches every instance (cache bus)', () => {
  it('an admin purging on instance A empties instance B’s copy too', async () => {
    const redisConfig = { url: testRedisUrl, keyPrefix: `gala-test:${randomBytes(6).toString('hex')}:` }
    const silent = createLogger('silent')
    const redisA = connectRedis(redisConfig, silent)
    const redisB = connectRedis(redisConfig, silent)
    const a = await startTestApp({ clock, redis: redisA })
    const dbB = createDb(a.database.url)
    const b = await startTestApp({ clock, redis: redisB, db: dbB })
    try {
      const live = async (target: TestApp) => {
        const cache = showtimesCache(target.deps.db, clock)
        for (let i = 0; i < 200; i++) {
          cache.set('probe', '{}')
          if (cache.get('probe')) return cache.invalidate('probe')
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        throw new Error('the cache bus never came up')
      }
      await live(a)
      await live(b)
      const adminA = await signedInUser(a, { role: 'admin' })
      expect((await b.request('/api/movies/upcoming')).status).toBe(200)
      expect(showtimesCache(dbB, clock).size).toBe(1)
      const res = await send(a, 'POST', '/api/admin/cache/showtimes/purge', adminA.headers)
      expect(await json<CachePurgeResult>(res)).toMatchObject({ name: 'showtimes', shared: true })
      for (let i = 0; i < 100 && showtimesCache(dbB, clock).size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(showtimesCache(dbB, clock).size).toBe(0)
      const list = await json<CacheList>(await a.request('/api/admin/cache', { headers: adminA.headers }))
      expect(list.shared).toBe(true)
      const entry = await a.deps.db.auditLog.findFirstOrThrow({ where: { action: 'cache.purge' } })
      expect(JSON.parse(entry.after!)).toEqual({ entries: 0, allProcesses: true })
    } finally {
      stopSystemMonitor(a.deps.db)
      stopSystemMonitor(dbB)
      await b.close()
      await a.close()
      await dbB.$disconnect()
      await redisA.close()
      await redisB.close()
    }
  })
})
