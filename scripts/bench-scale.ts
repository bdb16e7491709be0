/**
 * `npm run bench:scale` (issue 14, acceptance 3): Gala scaled out on this machine, on PostgreSQL.
 *
 * 1. HTTP: requests per second of the cached schedule read (GET /api/theaters/:id/movies/:id/schedule, the path
 *    of npm run bench:api) through nginx with one API instance and with two, and the ratio (target ≥ 1.3×).
 *    autocannon (child process), BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (20) after a 2 s warm-up.
 *    CPU time per request of each instance, of nginx (master + workers) and of the load tool, from
 *    /proc/<pid>/stat (utime + stime) before and after: the load tool shares the 2 cores, so this shows where
 *    the time goes.
 * 2. Push fan-out: one release of BENCH_SCALE_SUBSCRIPTIONS (4,000) push subscriptions delivered by one worker
 *    process and by two, to the local push receiver (its own process: verifies VAPID, decrypts every message),
 *    messages per second from the first push received to the last, CPU per message of each worker and the
 *    receiver, and that each subscription received exactly one push.
 *
 * Processes: scripts/lib/scale-processes.ts: `npm run start:api` instances and `npm run start:worker` workers
 * (API_COMMAND, WORKER_COMMAND), all given one SESSION_SECRET and VAPID key pair, the instances the local Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379) with a key prefix of the run's own, removed at the end.
 * Database: a fresh PostgreSQL database on BENCH_POSTGRES_URL's server (default
 * postgresql://postgres@127.0.0.1:5432/postgres), migrated and seeded with the demo, dropped at the end.
 * Env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SCALE_SUBSCRIPTIONS, BENCH_NGINX_WORKERS (1), BENCH_LOG_LEVEL
 * (info, written to /dev/null), NGINX_BIN. The load average is printed with the figures.
 */
import { execFile, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { systemClock } from '../api/clock.ts'
import { createDb, type Db } from '../api/db.ts'
import { postgresPoolConfig } from '../api/db-postgres.ts'
import { loadConfig, projectRoot } from '../api/env.ts'
import { releaseMovieAlerts } from '../api/jobs/release-alerts.ts'
import { createLogger } from '../api/logger.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { manilaToday } from '../api/modules/movies/manila-dates.ts'
import { seedDatabase } from '../prisma/seed-database.ts'
import { buildMovie } from '../tests/factories/index.ts'
import type { TestSubscription } from '../tests/support/push-receiver.ts'
import { migrate } from './lib/migrate.ts'
import { cpuMicros, freePort, processTree, reapedChildrenCpuMicros, sharedSecrets, startApiInstance, startNginx, startWorker, type Child } from './lib/scale-processes.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const subscriptionCount = Number(process.env.BENCH_SCALE_SUBSCRIPTIONS ?? 4000)
const nginxWorkers = Number(process.env.BENCH_NGINX_WORKERS ?? 1)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379'

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

interface Cannon {
  rps: number
  p50: number
  p99: number
  total: number
  errors: number
  non2xx: number
  /** CPU of the autocannon process, µs. */
  cpuUs: number
}

/** The autocannon CLI against `url`; its CPU is what this process's reaped-children time grew by. */
async function autocannon(url: string, duration: number): Promise<Cannon> {
  const before = reapedChildrenCpuMicros()
  const args = [path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js'), '-c', String(connections), '-d', String(duration), '--json', url]
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, out) => (err ? reject(err) : resolve(out))),
  )
  const summary = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }
  return {
    rps: summary.requests.average,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    total: summary.requests.total,
    errors: summary.errors,
    non2xx: summary.non2xx,
    cpuUs: reapedChildrenCpuMicros() - before,
  }
}

function cpuOf(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMicros(pid)
    } catch {
      return sum
    }
  }, 0)
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client(postgresPoolConfig(adminUrl))
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function databaseUrlFor(name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

interface HttpRound {
  instances: number
  result: Cannon
  instanceCpuUs: number[]
  nginxCpuUs: number
}

async function httpRound(env: NodeJS.ProcessEnv, dir: string, schedulePath: string, count: number): Promise<HttpRound> {
  const instances: (Child & { url: string })[] = []
  let nginx: (Child & { url: string }) | null = null
  try {
    for (let i = 0; i < count; i++) instances.push(await startApiInstance(env, await freePort()))
    const prefix = mkdtempSync(path.join(dir, 'nginx-'))
    const distDir = path.join(prefix, 'dist')
    mkdirSync(distDir)
    nginx = await startNginx({ prefix, upstreams: instances.map((i) => new URL(i.url).host), distDir, port: await freePort(), workers: nginxWorkers })
    const url = nginx.url + schedulePath
    const check = await fetch(url)
    if (!check.ok) throw new Error(`GET ${schedulePath} through nginx answered ${check.status}`)
    console.info(`[bench] ${count} instance(s): GET ${schedulePath} through nginx, ${connections} connections, ${seconds} s …`)
    await autocannon(url, 2) // warm-up: JIT, the cached body of every instance, keep-alive connections
    const nginxPids = processTree(nginx.pid)
    const before = { instances: instances.map((i) => cpuMicros(i.pid)), nginx: cpuOf(nginxPids) }
    const result = await autocannon(url, seconds)
    const total = Math.max(1, result.total)
    return {
      instances: count,
      result,
      instanceCpuUs: instances.map((instance, i) => (cpuMicros(instance.pid) - before.instances[i]!) / total),
      nginxCpuUs: (cpuOf(nginxPids) - before.nginx) / total,
    }
  } finally {
    await nginx?.stop()
    for (const instance of instances) await instance.stop()
  }
}

type Reply = { type: string; [key: string]: unknown }

function startReceiver() {
  const child = fork(path.join(projectRoot, 'tests/support/push-receiver-process.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  const request = <T extends Reply>(message: object, answer: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== answer) return
        child.off('message', onMessage)
        resolve(reply as T)
      }
      child.on('message', onMessage)
      child.send(message)
    })
  return new Promise<{ child: typeof child; request: typeof request; ready: Reply }>((resolve, reject) => {
    child.once('error', reject)
    child.once('message', (ready: Reply) => resolve({ child, request, ready }))
  })
}

interface PushRound {
  workers: number
  received: number
  distinct: number
  rejected: number
  rate: number
  seconds: number
  workerCpuUs: number[]
  receiverCpuUs: number
}

async function pushRound(
  deps: Parameters<typeof releaseMovieAlerts>[0] & { db: Db },
  env: NodeJS.ProcessEnv,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  userIds: number[],
  count: number,
): Promise<PushRound> {
  const { db } = deps
  // A movie of its own per round, out after the bench (the workers' schedulers leave it alone): released by "staff".
  const movie = await db.movie.create({ data: buildMovie({ title: `Bench ${count} worker(s) ${randomBytes(3).toString('hex')}`, status: 'comingSoon', releaseDate: '2099-01-01' }) })
  await db.movieReleaseNotification.createMany({ data: userIds.map((userId) => ({ userId, movieId: movie.id })) })
  const workers: Child[] = []
  try {
    for (let i = 0; i < count; i++) workers.push(await startWorker(env))
    await receiver.request({ type: 'reset' }, 'reset')
    const before = workers.map((w) => cpuMicros(w.pid))
    console.info(`[bench] ${count} worker(s): releasing ${userIds.length} push alerts …`)
    const released = await releaseMovieAlerts(deps, movie.id, { trigger: 'staff' })
    if (released.deliveries !== userIds.length) throw new Error(`queued ${released.deliveries} deliveries, expected ${userIds.length}`)
    let first = 0
    let last = 0
    type Stats = Reply & { received: number; distinct: number; rejectedCount: number; cpuUs: number }
    let stats: Stats = { type: 'stats', received: 0, distinct: 0, rejectedCount: 0, cpuUs: 0 }
    const deadline = Date.now() + 300_000
    while (Date.now() < deadline) {
      stats = await receiver.request<Stats>({ type: 'stats' }, 'stats')
      if (stats.received > 0 && first === 0) first = performance.now()
      if (stats.received + stats.rejectedCount >= userIds.length) {
        last = performance.now()
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const cpu = workers.map((w, i) => (cpuMicros(w.pid) - before[i]!) / Math.max(1, stats.received))
    const elapsed = (last - first) / 1000
    return {
      workers: count,
      received: stats.received,
      distinct: stats.distinct,
      rejected: stats.rejectedCount,
      rate: last > 0 ? stats.received / Math.max(elapsed, 0.001) : 0,
      seconds: elapsed,
      workerCpuUs: cpu,
      receiverCpuUs: stats.cpuUs / Math.max(1, stats.received),
    }
  } finally {
    for (const worker of workers) await worker.stop()
  }
}

/** The run's Redis client (PING first: the instances need it), and removing the run's keys afterwards. */
async function openRedis(keyPrefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
  } catch {
    redis.disconnect()
    throw new Error(
      `No Redis answers at ${redisUrl} (BENCH_REDIS_URL): start one, e.g. redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`,
    )
  }
  return {
    async close() {
      const keys = await redis.keys(`${keyPrefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    },
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-bench-scale-'))
  const name = `gala_bench_${randomBytes(6).toString('hex')}`
  const databaseUrl = databaseUrlFor(name)
  const keyPrefix = `gala-bench:${randomBytes(6).toString('hex')}:`
  const redis = await openRedis(keyPrefix)
  await adminQuery(`CREATE DATABASE "${name}"`)
  let db: Db | null = null
  let receiver: Awaited<ReturnType<typeof startReceiver>> | null = null
  try {
    console.info(`[bench] load average ${load()} on ${availableParallelism()} cores; migrating and seeding PostgreSQL database ${name} …`)
    await migrate(databaseUrl)
    db = createDb(databaseUrl)
    await seedDatabase(db, { now: systemClock.now() })
    const show = await db.schedule.findFirstOrThrow({ where: { showDate: manilaToday(systemClock) }, orderBy: { id: 'asc' }, select: { theaterId: true, movieId: true } })
    const schedulePath = `/api/theaters/${show.theaterId}/movies/${show.movieId}/schedule`

    receiver = await startReceiver()
    const { host, cert } = receiver.ready as unknown as { host: string; cert: string }
    const certFile = path.join(dir, 'receiver.pem')
    writeFileSync(certFile, cert)
    // Every process gets the same secrets (start:api and start:worker never generate them) and Redis, and trusts
    // the receiver. The workers ignore REDIS_URL.
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      ...sharedSecrets(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      TRUST_PROXY: 'true',
      LOG_LEVEL: logLevel,
      PUBLIC_URL: 'http://127.0.0.1',
      PUSH_ENDPOINT_HOSTS: host,
      VAPID_SUBJECT: 'mailto:alerts@gala.test',
      NODE_EXTRA_CA_CERTS: certFile,
      WIDGETS_PROVIDER: 'demo',
    }
    const config = loadConfig(env)

    const http1 = await httpRound(env, dir, schedulePath, 1)
    const http2 = await httpRound(env, dir, schedulePath, 2)

    console.info(`[bench] making ${subscriptionCount} push subscriptions (P-256 key pairs) in the receiver …`)
    const { subscriptions } = await receiver.request<{ type: string; subscriptions: TestSubscription[] }>({ type: 'subscribe', count: subscriptionCount }, 'subscriptions')
    const userIds: number[] = []
    for (let i = 0; i < subscriptions.length; i += 1000) {
      const slice = subscriptions.slice(i, i + 1000)
      const users = await db.user.createManyAndReturn({ data: slice.map((_, j) => ({ username: `benchfan${i + j}`, email: null })), select: { id: true } })
      await db.pushSubscription.createMany({
        data: slice.map((sub, j) => ({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userId: users[j]!.id, vapidPublicKey: config.push.vapid.publicKey })),
      })
      userIds.push(...users.map((u) => u.id))
    }
    const deps = { config, db, clock: systemClock, logger: createLogger('warn'), mailer: createMailer(config.mail, createLogger('silent')) }
    const push1 = await pushRound(deps, env, receiver, userIds, 1)
    const push2 = await pushRound(deps, env, receiver, userIds, 2)

    const us = (n: number) => `${n.toFixed(0).padStart(5)} µs`
    console.info('')
    console.info(`Load average ${load()} on ${availableParallelism()} cores (autocannon, nginx, the instances, the workers and the receiver share them)`)
    console.info(`HTTP: GET ${schedulePath} through nginx (${nginxWorkers} worker process), ${connections} connections, ${seconds} s`)
    for (const round of [http1, http2]) {
      const r = round.result
      console.info(
        `  ${round.instances} instance${round.instances > 1 ? 's' : ' '}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  errors ${r.errors}  non-2xx ${r.non2xx}` +
          `  | CPU per request: ${round.instanceCpuUs.map((c, i) => `api#${i + 1} ${us(c)}`).join('  ')}  nginx ${us(round.nginxCpuUs)}  autocannon ${us(r.cpuUs / Math.max(1, r.total))}`,
      )
    }
    const httpRatio = http2.result.rps / http1.result.rps
    console.info(`  ratio ${httpRatio.toFixed(2)}× (target ≥ 1.3×)`)
    console.info(`Push fan-out: one release to ${subscriptionCount} subscriptions, the receiver verifying and decrypting each`)
    for (const round of [push1, push2]) {
      console.info(
        `  ${round.workers} worker${round.workers > 1 ? 's' : ' '}  ${round.rate.toFixed(0).padStart(6)} messages/s  (${round.received} received, ${round.distinct} distinct, ${round.rejected} rejected, ${round.seconds.toFixed(2)} s)` +
          `  | CPU per message: ${round.workerCpuUs.map((c, i) => `worker#${i + 1} ${us(c)}`).join('  ')}  receiver ${us(round.receiverCpuUs)}`,
      )
    }
    console.info(`  ratio ${(push2.rate / push1.rate).toFixed(2)}×`)
    const exact = [push1, push2].every((r) => r.received === subscriptionCount && r.distinct === subscriptionCount && r.rejected === 0)
    const clean = [http1, http2].every((r) => r.result.errors === 0 && r.result.non2xx === 0)
    if (!exact) console.error('Not every subscription received exactly one push: see the counts above.')
    if (!clean) console.error('Some HTTP requests failed: see errors / non-2xx above.')
    const pass = exact && clean && httpRatio >= 1.3
    console.info(pass ? 'PASS' : 'BELOW TARGET')
    process.exitCode = pass ? 0 : 1
  } finally {
    receiver?.child.send({ type: 'close' })
    await db?.$disconnect()
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await redis.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
