/**
 * `npm run bench:api` (issue 4, acceptance 4; issue 12, acceptance 5): requests per second and p99
 * latency of the showtime schedule endpoint (the cached path) and of the reviews list of a place with
 * 10,000 reviews and 5,000 replies (GET /api/posts/content/1/{slug}, a visitor's cached body), next to
 * a bare Koa "hello" endpoint, in the same run.
 *
 * Both servers run in this process, one after the other; autocannon runs as a child process (its own
 * event loop), 50 connections, BENCH_SECONDS each (default 10). The app gets a temporary, migrated and
 * seeded database and logs at info level to /dev/null, buffered like production's stdout logger
 * (api/logger.ts: async, 4 KB), so request logging costs what it costs in production. Targets: schedule ≥ 45% of bare
 * throughput, p99 < 20 ms; reviews ≥ 30% of bare throughput, p99 < 25 ms.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_ACCEPT_ENCODING (e.g. "br, gzip";
 * default none, i.e. the identity body), BENCH_LOG_LEVEL (default info; "silent" shows what request logging costs).
 * The load average is printed with the figures: on a shared 2-core machine other work moves p99 a lot.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { promisify } from 'node:util'
import Koa from 'koa'
import pino from 'pino'
import { createApp } from '../api/app.ts'
import { systemClock } from '../api/clock.ts'
import { createDb } from '../api/db.ts'
import { loadConfig, projectRoot } from '../api/env.ts'
import { createLogger } from '../api/logger.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { manilaToday } from '../api/modules/movies/manila-dates.ts'
import { seedDatabase } from '../prisma/seed-database.ts'
import { migrate } from './lib/migrate.ts'

const run = promisify(execFile)
const REVIEWS = 10_000
const REPLIES = 5_000

/**
 * A place with REVIEWS reviews (one per user: one review per user per content) and REPLIES replies,
 * written with createMany in chunks (the API would take minutes and trip the posting limit).
 */
async function seedBusyPlace(db: ReturnType<typeof createDb>, now: Date): Promise<string> {
  const slug = 'bench-busy-place'
  await db.place.create({ data: { slug, name: 'Bench Busy Place', description: 'A place with very many reviews.', type: 'Park' } })
  const chunk = 1000
  for (let start = 0; start < REVIEWS; start += chunk) {
    const indexes = Array.from({ length: Math.min(chunk, REVIEWS - start) }, (_, i) => start + i)
    await db.user.createMany({ data: indexes.map((i) => ({ username: `bench_user_${i}`, name: `Bench User ${i}` })) })
    const users = await db.user.findMany({ where: { username: { in: indexes.map((i) => `bench_user_${i}`) } }, select: { id: true } })
    await db.post.createMany({
      data: users.map((user, i) => ({
        hashId: `bench-r-${start + i}`,
        postType: 'review',
        contentTypeId: 1,
        externalContentId: slug,
        title: `Review ${start + i}`,
        content: `Review number ${start + i}: shady paths, friendly guards, a good place for a long walk before lunch.`,
        rating: 1 + ((start + i) % 5),
        pros: 'Shade',
        cons: 'Crowds',
        recommended: true,
        userId: user.id,
        reviewKey: `${user.id}:1:${slug}`,
        createdAt: new Date(now.getTime() - (start + i) * 60_000),
      })),
    })
  }
  const reviews = await db.post.findMany({ where: { externalContentId: slug, postType: 'review' }, select: { id: true, userId: true }, orderBy: { createdAt: 'desc' }, take: REPLIES })
  for (let start = 0; start < reviews.length; start += chunk) {
    const part = reviews.slice(start, start + chunk)
    await db.post.createMany({
      data: part.map((review, i) => ({
        hashId: `bench-p-${start + i}`,
        postType: 'reply',
        contentTypeId: 1,
        externalContentId: slug,
        content: 'Agreed, go early.',
        parentPostId: review.id,
        rootPostId: review.id,
        userId: review.userId,
        createdAt: now,
      })),
    })
  }
  // Each review's replyCount follows its thread (one statement: a list of 5,000 ids passes SQLite's parameter limit).
  await db.$executeRaw`UPDATE "Post" SET "replyCount" = (SELECT COUNT(*) FROM "Post" AS "reply" WHERE "reply"."rootPostId" = "Post"."id") WHERE "externalContentId" = ${slug} AND "postType" = 'review'`
  return slug
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'

interface Result {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  total: number
  /** Server CPU time (user + system, this process) per request in µs: robust against other load on the machine. */
  cpuUs: number
  /** Event-loop delay of the server during the run (ms): p99 and max. High values mean the server itself stalled. */
  loopP99: number
  loopMax: number
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function close(server: http.Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

/** Runs the autocannon CLI against `url` and reads its JSON summary. */
async function autocannon(url: string, duration = seconds): Promise<Result> {
  const args = [path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js'), '-c', String(connections), '-d', String(duration), '--json']
  if (acceptEncoding) args.push('-H', `accept-encoding=${acceptEncoding}`)
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 })
  const summary = JSON.parse(stdout) as {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    errors: number
    non2xx: number
  }
  return {
    rps: summary.requests.average,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    errors: summary.errors,
    non2xx: summary.non2xx,
    total: summary.requests.total,
    cpuUs: 0,
    loopP99: 0,
    loopMax: 0,
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'gala-bench-'))
const databaseUrl = `file:${path.join(dir, 'bench.db')}`
try {
  console.info(`[bench] migrating and seeding a temporary database in ${dir} …`)
  await migrate(databaseUrl)
  const db = createDb(databaseUrl)
  const now = systemClock.now()
  await seedDatabase(db, { now })

  const today = manilaToday(systemClock)
  const show = await db.schedule.findFirstOrThrow({ where: { showDate: today }, orderBy: { id: 'asc' }, select: { theaterId: true, movieId: true } })
  const schedulePath = `/api/theaters/${show.theaterId}/movies/${show.movieId}/schedule`
  console.info(`[bench] writing a place with ${REVIEWS} reviews and ${REPLIES} replies …`)
  const reviewsPath = `/api/posts/content/1/${await seedBusyPlace(db, now)}`

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://127.0.0.1' })
  const logger = createLogger(logLevel, pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }))
  const gala = createApp({ config, db, clock: systemClock, logger, mailer: createMailer(config.mail, createLogger('silent')) })

  const bare = new Koa()
  bare.use((ctx) => {
    ctx.body = 'hello'
  })

  const results: Record<'bare' | 'schedule' | 'reviews', Result> = {} as never
  for (const [name, app, pathname] of [
    ['bare', bare, '/'],
    ['schedule', gala, schedulePath],
    ['reviews', gala, reviewsPath],
  ] as const) {
    const { server, url } = await listen(app.callback())
    const check = await fetch(url + pathname)
    if (!check.ok) throw new Error(`${name}: ${url}${pathname} answered ${check.status}: ${await check.text()}`)
    console.info(`[bench] ${name}: GET ${pathname} (${(await check.arrayBuffer()).byteLength} bytes), ${connections} connections, ${seconds} s …`)
    await autocannon(url + pathname, 2) // warm-up (JIT, cache fill)
    const loop = monitorEventLoopDelay({ resolution: 1 })
    loop.enable()
    const cpuBefore = process.cpuUsage()
    const result = await autocannon(url + pathname)
    const cpu = process.cpuUsage(cpuBefore)
    loop.disable()
    result.loopP99 = loop.percentile(99) / 1e6
    result.loopMax = loop.max / 1e6
    result.cpuUs = (cpu.user + cpu.system) / Math.max(1, result.total)
    results[name] = result
    await close(server)
  }
  await db.$disconnect()

  const ratio = results.schedule.rps / results.bare.rps
  const reviewsRatio = results.reviews.rps / results.bare.rps
  const row = (name: string, r: Result) =>
    `${name.padEnd(10)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   CPU ${r.cpuUs.toFixed(0).padStart(4)} µs/req   loop delay p99 ${r.loopP99.toFixed(1)} max ${r.loopMax.toFixed(0)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`
  console.info('')
  console.info(`log level ${logLevel}; accept-encoding ${acceptEncoding ?? '(none)'}; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores`)
  console.info(row('bare', results.bare))
  console.info(row('schedule', results.schedule))
  console.info(row('reviews', results.reviews))
  console.info(`ratio      ${(ratio * 100).toFixed(1)}% of the bare endpoint's throughput (target ≥ 45%)`)
  console.info(`CPU ratio  ${((results.bare.cpuUs / results.schedule.cpuUs) * 100).toFixed(1)}% (bare CPU per request / schedule CPU per request: the throughput ratio on an idle machine)`)
  console.info(`p99        ${results.schedule.p99} ms on the schedule endpoint (target < 20 ms)`)
  console.info(`reviews    ${(reviewsRatio * 100).toFixed(1)}% of the bare endpoint's throughput (target ≥ 30%), p99 ${results.reviews.p99} ms (target < 25 ms)`)
  const clean = (r: Result) => r.errors === 0 && r.non2xx === 0
  const pass = ratio >= 0.45 && results.schedule.p99 < 20 && clean(results.schedule) && reviewsRatio >= 0.3 && results.reviews.p99 < 25 && clean(results.reviews)
  console.info(pass ? 'PASS' : 'BELOW TARGET')
  process.exitCode = pass ? 0 : 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
