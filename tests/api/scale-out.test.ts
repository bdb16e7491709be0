/**
 * The scale-out test (issue 14): Gala as it runs scaled out, every part a real process on this machine:
 * nginx (deploy/nginx/gala.conf.template) in front of two `npm run start:api` instances, two
 * `npm run start:worker` processes, PostgreSQL (a fresh database of the run) and the local Redis (a key prefix
 * of the run's own), and the local HTTPS push receiver. It checks that
 * (a) a sign-in on one instance is valid on the other (each instance called directly with the same cookie);
 * (b) a rate limit counts the requests of both instances together;
 * (c) a schedule changed and invalidated is served fresh by both instances within 1 s, and a review posted
 *     through one instance is in the list the other serves within 1 s;
 * (d) a release to 2,000 push subscriptions, delivered by the two workers, arrives exactly once per subscription;
 * (e) killing one instance (SIGKILL) during a load of reads through nginx fails fewer than 1% of them.
 *
 * PostgreSQL run only (`npm run test:api:pg`, part of `npm test`): several processes on one database is the
 * PostgreSQL layout. Skipped, with a message, only when nginx is missing (`.ci/run` installs nginx-light;
 * NGINX_BIN points elsewhere). A Redis that does not answer fails the test (CI starts one).
 * The processes come from scripts/lib/scale-processes.ts, as in `npm run bench:scale`.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachCacheBus } from '../../api/cache/cache-bus.ts'
import { invalidateShowtimes } from '../../api/cache/showtimes-cache.ts'
import type { ContentPostsResponse } from '../../api/contracts/posts.ts'
import { createLogger } from '../../api/logger.ts'
import { TRACK_SEARCH_LIMIT } from '../../api/modules/search/search.service.ts'
import { connectRedis, type SharedRedis } from '../../api/redis.ts'
import { freePort, NGINX_BIN, sharedSecrets, startApiInstance, startNginx, startWorker, type Child } from '../../scripts/lib/scale-processes.ts'
import { createMall, createMovie, createPlace, createSchedule, createTheater } from '../factories/index.ts'
import { startPushReceiver, type PushReceiver } from '../support/push-receiver.ts'
import { redisAnswers, testRedisUrl } from '../support/redis.ts'
import { createTestDatabaseAsync, testOnPostgres, type TestDatabase } from '../support/test-db.ts'
import { reviewBody } from './community-support.ts'

const hasNginx = existsSync(NGINX_BIN)
if (!hasNginx) console.warn(`[scale-out.test] skipped: ${NGINX_BIN} is missing (apt-get install -y nginx-light; NGINX_BIN points elsewhere)`)

const SUBSCRIPTIONS = 2000
/** The receiver answers each push this much later: one worker alone would need > 8 s, so both take part. */
const PUSH_ANSWER_DELAY_MS = 200
const WORKER_SUBJECTS = ['mailto:worker-1@gala.test', 'mailto:worker-2@gala.test']

type Instance = Child & { url: string }

/** JSON request straight to one instance (no proxy), with an optional session cookie. */
async function call<T = unknown>(instance: Instance, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(instance.url + pathname, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
}

/** The session token a reply set. */
function sessionToken(res: Response): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('gala_session='))
  const token = cookie?.slice('gala_session='.length).split(';')[0]
  if (!token) throw new Error(`no session cookie in ${JSON.stringify(res.headers.getSetCookie())}`)
  return token
}

const cookie = (token: string) => ({ Cookie: `gala_session=${token}` })

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** A GET through node:http with a keep-alive agent; the status, or the error's message. */
function get(url: string, agent: http.Agent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', (err) => resolve(err.message))
    })
    req.on('error', (err) => resolve(err.message))
  })
}

describe.runIf(testOnPostgres && hasNginx)('scale-out: nginx, two start:api, two start:worker, PostgreSQL and Redis', () => {
  const keyPrefix = `gala-test:scale-${randomBytes(6).toString('hex')}:`
  const secrets = sharedSecrets()
  let database: TestDatabase
  let receiver: PushReceiver
  let nginxPrefix: string
  let a: Instance
  let b: Instance
  let nginx: Instance
  const started: Child[] = []
  /** The test's own bus connection: it invalidates as a writer process does after its commit. */
  let writerRedis: SharedRedis | undefined
  /** A user registered in (a), who posts the review of (c). */
  let member: { username: string; token: string } | undefined

  beforeAll(async () => {
    if (!(await redisAnswers())) {
      throw new Error(`No Redis answers at ${testRedisUrl}: the scale-out test needs one (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no)`)
    }
    database = await createTestDatabaseAsync()
    receiver = await startPushReceiver()
    const caFile = path.join(database.dir, 'push-receiver.pem')
    writeFileSync(caFile, receiver.cert)
    // A small pool per process: four processes and the test share the machine's server with other test files.
    const databaseUrl = new URL(database.url)
    databaseUrl.searchParams.set('max', '4')
    // What every process of one deployment shares (start:api and start:worker refuse to start without the
    // secrets, and refuse a database that is not migrated: the run's database is a migrated copy).
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: database.dir,
      ...secrets,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      WIDGETS_PROVIDER: 'demo',
      PUSH_ENDPOINT_HOSTS: receiver.host,
      NODE_EXTRA_CA_CERTS: caFile,
      RELEASE_ALERTS_INTERVAL_SECONDS: '10',
    }
    const ports = [await freePort(), await freePort()]
    if (ports[0] === ports[1]) ports[1] = await freePort()
    const keep = <T extends Child>(child: T) => (started.push(child), child)
    // All four at once (each `node --import tsx` takes a few seconds to start on a busy machine). Each worker
    // signs its pushes with a VAPID subject of its own (same key pair), so the receiver can tell who sent what.
    const results = await Promise.allSettled([
      startApiInstance(env, ports[0]!, { keepOutput: true, timeoutMs: 120_000 }).then(keep),
      startApiInstance(env, ports[1]!, { keepOutput: true, timeoutMs: 120_000 }).then(keep),
      ...WORKER_SUBJECTS.map((subject) => startWorker({ ...env, VAPID_SUBJECT: subject }, { keepOutput: true, timeoutMs: 120_000 }).then(keep)),
    ])
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    ;[a, b] = results.slice(0, 2).map((result) => (result as PromiseFulfilledResult<Instance>).value) as [Instance, Instance]

    nginxPrefix = mkdtempSync(path.join(tmpdir(), 'gala-scale-nginx-'))
    const distDir = path.join(nginxPrefix, 'dist')
    mkdirSync(distDir)
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Gala</title>')
    nginx = keep(await startNginx({ prefix: nginxPrefix, upstreams: [a, b].map((i) => new URL(i.url).host), distDir, port: await freePort(), upstreamLog: true }))

    writerRedis = connectRedis({ url: testRedisUrl, keyPrefix }, createLogger('silent'))
    attachCacheBus(database.db, writerRedis, createLogger('silent'))
  }, 180_000)

  afterAll(async () => {
    // nginx first, then the instances, then the workers (SIGTERM: they finish what is in flight and exit).
    for (const child of started.reverse()) await child.stop().catch(() => {})
    await receiver?.close()
    if (writerRedis) {
      const keys = await writerRedis.client.keys(`${keyPrefix}*`)
      if (keys.length > 0) await writerRedis.client.del(...keys)
      await writerRedis.close()
    }
    await database?.destroy()
    if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true })
  }, 60_000)

  it('(a) a sign-in on one instance is valid on the other, and so is the sign-out', { timeout: 60_000 }, async () => {
    const username = `scale_${randomBytes(3).toString('hex')}`
    const password = 'scale-out-pass-1'
    const registered = await call(a, 'POST', '/api/register', { username, email: `${username}@example.test`, password, name: 'Scale Out' })
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
    const onA = sessionToken(registered.res)
    expect((await call<{ username: string } | null>(b, 'GET', '/api/user', undefined, cookie(onA))).body).toMatchObject({ username })

    // A password sign-in on B gives a session A knows.
    const login = await call(b, 'POST', '/api/login', { emailOrUsername: username, password })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const onB = sessionToken(login.res)
    expect(onB).not.toBe(onA)
    expect((await call<{ username: string } | null>(a, 'GET', '/api/user', undefined, cookie(onB))).body).toMatchObject({ username })

    // Signing out on A ends the session on B at once.
    expect((await call(a, 'POST', '/api/logout', undefined, cookie(onB))).status).toBe(200)
    expect((await call(b, 'GET', '/api/user', undefined, cookie(onB))).body).toBeNull()
    expect((await call(b, 'GET', '/api/user', undefined, cookie(onA))).body).toMatchObject({ username })
    member = { username, token: onA }
  })

  it('(b) a rate limit counts the requests of both instances together', { timeout: 60_000 }, async () => {
    // The tracked-search limit per client address; the instances trust the proxy's last X-Forwarded-For address.
    const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
    const track = (instance: Instance) =>
      call<{ code?: string }>(instance, 'POST', '/api/track-search', { query: 'x' }, { 'X-Forwarded-For': client })
    // Malformed posts count too (the limit runs first) and need no search: alternately through A and B.
    for (let i = 0; i < TRACK_SEARCH_LIMIT.points; i++) {
      const res = await track(i % 2 === 0 ? a : b)
      expect({ i, status: res.status }).toEqual({ i, status: 400 })
    }
    // Each instance saw half the limit, yet both refuse now.
    const limitedA = await track(a)
    expect(limitedA.status).toBe(429)
    expect(limitedA.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await track(b)).status).toBe(429)
    // Another client is not limited.
    expect((await call(b, 'POST', '/api/track-search', { query: 'x' }, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(400)
  })

  it('(c) a schedule changed and invalidated is served fresh by both instances within 1 s; a review posted on A is listed by B within 1 s', { timeout: 90_000 }, async () => {
    const db = database.db
    const mall = await createMall(db)
    const theater = await createTheater(db, { mallId: mall.id })
    const movie = await createMovie(db)
    const show = await createSchedule(db, { theaterId: theater.id, movieId: movie.id })
    const schedulePath = `/api/theaters/${theater.id}/movies/${movie.id}/schedule?date=${show.showDate}`
    type Schedule = { data: { generated_at: string; schedule: { id: number; price: number }[] } }
    const read = async (instance: Instance) => {
      const res = await call<Schedule>(instance, 'GET', schedulePath)
      expect(res.status).toBe(200)
      return { price: res.body.data.schedule.find((entry) => entry.id === show.id)!.price, generatedAt: res.body.data.generated_at }
    }
    // Each instance serves the body from its cache (the same generated_at twice): its cache bus is live.
    for (const instance of [a, b]) {
      await until('the instance to serve the schedule from its cache', async () => {
        const [first, second] = [await read(instance), await read(instance)]
        return first.generatedAt === second.generatedAt && first.price === 350
      })
    }
    // The row changes; without an invalidation both keep serving what they cached.
    await db.schedule.update({ where: { id: show.id }, data: { price: 40000 } })
    expect((await read(a)).price).toBe(350)
    expect((await read(b)).price).toBe(350)

    // No API route writes showtimes yet (they come from imports): the write is the test's, and it invalidates
    // as any writer must after its commit, invalidateShowtimes(), which publishes on <prefix>cache-invalidate.
    invalidateShowtimes(db)
    const invalidated = performance.now()
    const fresh = new Map<Instance, number>()
    while (fresh.size < 2 && performance.now() - invalidated < 1000) {
      for (const instance of [a, b]) if (!fresh.has(instance) && (await read(instance)).price === 400) fresh.set(instance, performance.now() - invalidated)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect({ a: fresh.has(a), b: fresh.has(b) }, `fresh after ${JSON.stringify([...fresh.values()])} ms`).toEqual({ a: true, b: true })

    // A write through an instance's own route: a review posted on A (its posts cache is invalidated there and
    // published) is in the reviews list B serves within 1 s, although B had cached the empty list.
    const place = await createPlace(db, { name: `Scale Park ${randomBytes(2).toString('hex')}` })
    const listPath = `/api/posts/content/1/${place.slug}`
    const reviews = async (instance: Instance) => (await call<ContentPostsResponse>(instance, 'GET', listPath)).body.reviewCount
    expect(await reviews(b)).toBe(0)
    expect(await reviews(b)).toBe(0)
    if (!member) throw new Error('(c) posts as the member (a) registered, and (a) did not get that far')
    const posted = await call(a, 'POST', '/api/posts', reviewBody(1, place.slug), cookie(member.token))
    expect(posted.status, JSON.stringify(posted.body)).toBe(201)
    const written = performance.now()
    let seenAfter = Infinity
    while (performance.now() - written < 1000) {
      if ((await reviews(b)) === 1) {
        seenAfter = performance.now() - written
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(seenAfter).toBeLessThan(1000)
  })

  it(`(d) a release to ${SUBSCRIPTIONS} push subscriptions, delivered by both workers, arrives exactly once per subscription`, { timeout: 150_000 }, async () => {
    const db = database.db
    const subscriptions = Array.from({ length: SUBSCRIPTIONS }, () => receiver.createSubscription())
    for (const sub of subscriptions) receiver.reply(sub.id, { status: 201, delayMs: PUSH_ANSWER_DELAY_MS })
    const vapidPublicKey = secrets.VAPID_PUBLIC_KEY
    const userIds: number[] = []
    for (let i = 0; i < SUBSCRIPTIONS; i += 1000) {
      const slice = subscriptions.slice(i, i + 1000)
      const users = await db.user.createManyAndReturn({ data: slice.map((_, j) => ({ username: `scalefan${i + j}`, email: null })), select: { id: true } })
      await db.pushSubscription.createMany({
        data: slice.map((sub, j) => ({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userId: users[j]!.id, vapidPublicKey })),
      })
      userIds.push(...users.map((user) => user.id))
    }
    // A movie out since long ago with every fan waiting: the workers' schedulers (every 10 s each) release it.
    const movie = await createMovie(db, { status: 'comingSoon', releaseDate: '2020-01-01', title: 'Sabay-sabay' })
    await db.movieReleaseNotification.createMany({ data: userIds.map((userId) => ({ userId, movieId: movie.id })) })

    await receiver.waitForReceived(SUBSCRIPTIONS, 120_000)
    // Every send recorded as delivered (the workers record in groups, at least every second).
    await until('every delivery to be recorded', async () => (await db.alertDelivery.count({ where: { movieId: movie.id, status: 'delivered' } })) === SUBSCRIPTIONS)
    expect(await db.movieReleaseNotification.count({ where: { movieId: movie.id, notified: false } })).toBe(0)
    expect(await db.alertDelivery.count({ where: { movieId: movie.id } })).toBe(SUBSCRIPTIONS)
    expect(await db.inboxNotification.count({ where: { movieId: movie.id } })).toBe(SUBSCRIPTIONS)
    // A repeat would come right after its first send: give one a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(receiver.rejected).toEqual([])
    const perSubscription = new Map<string, number>()
    for (const push of receiver.received) perSubscription.set(push.subscriptionId, (perSubscription.get(push.subscriptionId) ?? 0) + 1)
    expect(receiver.received).toHaveLength(SUBSCRIPTIONS)
    expect(subscriptions.filter((sub) => perSubscription.get(sub.id) !== 1).map((sub) => [sub.id, perSubscription.get(sub.id) ?? 0])).toEqual([])
    expect(new Set(receiver.received.map((push) => JSON.parse(push.payload!).title as string)).size).toBe(1)
    // Both workers sent part of them.
    const bySender = WORKER_SUBJECTS.map((subject) => receiver.received.filter((push) => push.claims.sub === subject).length)
    expect(bySender[0]! + bySender[1]!).toBe(SUBSCRIPTIONS)
    expect(Math.min(...bySender), `pushes per worker: ${bySender.join(', ')}`).toBeGreaterThan(0)
  })

  it('(e) killing one instance (SIGKILL) during a load of reads through nginx fails fewer than 1% of them', { timeout: 90_000 }, async () => {
    const url = `${nginx.url}/api/movies/now-showing`
    const accessLog = path.join(nginxPrefix, 'access.log')
    const hostA = new URL(a.url).host
    const hostB = new URL(b.url).host
    /** Requests of the load (by path) nginx sent first to `host`, from its access log. */
    const servedBy = (host: string) =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${host} `) && line.includes(' GET /api/movies/now-showing')).length
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
    let ok = 0
    const failures: string[] = []
    let stop = false
    const loop = async () => {
      while (!stop) {
        const status = await get(url, agent)
        if (status === 200) ok++
        else failures.push(String(status))
      }
    }
    const load = Promise.all(Array.from({ length: 20 }, loop))
    try {
      // Both instances take part before one dies.
      await until('both instances to serve the load', async () => servedBy(hostA) >= 20 && servedBy(hostB) >= 20, 30_000, 50)
      const atKill = ok + failures.length
      b.process.kill('SIGKILL')
      // The load goes on for at least 2 s and 300 more requests after the kill.
      const killed = performance.now()
      await until('the load to go on after the kill', async () => performance.now() - killed > 2000 && ok + failures.length - atKill >= 300, 60_000, 50)
      expect(b.process.signalCode ?? (await new Promise((resolve) => b.process.once('exit', (_code, signal) => resolve(signal))))).toBe('SIGKILL')
    } finally {
      stop = true
      await load
      agent.destroy()
    }
    const total = ok + failures.length
    expect(total).toBeGreaterThan(340)
    expect(failures.length / total, `${failures.length} of ${total} failed: ${failures.slice(0, 5).join('; ')}`).toBeLessThan(0.01)
    // nginx found B dead (its cut or refused connections) and passed those reads on to A (proxy_next_upstream).
    const retried = readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`${hostB}, ${hostA} 200 GET /api/movies/now-showing`)).length
    expect(retried).toBeGreaterThan(0)
  })
})
