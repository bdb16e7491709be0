/**
 * `npm run bench:tickets` (issue 17, acceptance 4): seat holds per second and their p99 latency for
 * BENCH_CONNECTIONS (default 50) concurrent buyers on one showtime, and on 50 showtimes (one buyer each),
 * next to a bare Koa "hello" endpoint in the same run. TEST_DATABASE=postgres runs it on PostgreSQL
 * (tests/support/test-db.ts), anything else on a temporary SQLite file.
 *
 * Each buyer, signed in with a session of their own, loops for BENCH_SECONDS (default 10): POST a hold on a
 * random pair of seats of a hall made of two-seat blocks (so no choice strands a seat); a success replaces the
 * buyer's earlier hold, freeing its seats. Every answer counts: 201 held, 409 taken (someone was quicker);
 * anything else is an error. The load runs in a worker thread (its own event loop), like autocannon's child
 * process in bench:api. The load average is printed with the figures: on a shared 2-core machine other work
 * moves p99 a lot.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'
import Koa from 'koa'
import { createApp } from '../api/app.ts'
import { systemClock } from '../api/clock.ts'
import { loadConfig } from '../api/env.ts'
import { createLogger } from '../api/logger.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { createHall, createMall, createMovie, createSchedule, createTheater, createUser } from '../tests/factories/index.ts'
import { createSession } from '../tests/support/signed-in.ts'
import { createTestDatabaseAsync, testOnPostgres } from '../tests/support/test-db.ts'
import type { TestApp } from '../tests/support/test-app.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

interface Buyer {
  cookie: string
  path: string
  pairs: number[][]
}
interface Result {
  total: number
  rps: number
  p50: number
  p99: number
  held: number
  taken: number
  errors: number
  /** What the errors were: 'HTTP 503', 'UND_ERR_SOCKET' … */
  kinds: Record<string, number>
}

/** The load loop, plain JavaScript for the worker thread. */
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, buyers, seconds } = workerData
const latencies = []
const counts = { held: 0, taken: 0, errors: 0, kinds: {} }
const end = Date.now() + seconds * 1000
async function buyer(b) {
  while (Date.now() < end) {
    const started = performance.now()
    try {
      const res = b
        ? await fetch(url + b.path, { method: 'POST', headers: { cookie: b.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ seatIds: b.pairs[Math.floor(Math.random() * b.pairs.length)] }) })
        : await fetch(url + '/')
      await res.arrayBuffer()
      if (res.status === 201 || res.status === 200) counts.held++
      else if (res.status === 409) counts.taken++
      else { counts.errors++; counts.kinds['HTTP ' + res.status] = (counts.kinds['HTTP ' + res.status] || 0) + 1 }
    } catch (error) { counts.errors++; const kind = String(error && (error.cause && error.cause.code || error.name)); counts.kinds[kind] = (counts.kinds[kind] || 0) + 1 }
    latencies.push(performance.now() - started)
  }
}
Promise.all(buyers.map(buyer)).then(() => parentPort.postMessage({ latencies, counts }))
`

function load(url: string, buyers: (Buyer | null)[], duration: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, { eval: true, workerData: { url, buyers, seconds: duration } })
    worker.once('error', reject)
    worker.once('message', ({ latencies, counts }: { latencies: number[]; counts: { held: number; taken: number; errors: number; kinds: Record<string, number> } }) => {
      const sorted = [...latencies].sort((a, b) => a - b)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
      resolve({ total: sorted.length, rps: sorted.length / duration, p50: at(0.5), p99: at(0.99), ...counts })
      void worker.terminate()
    })
  })
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const database = await createTestDatabaseAsync()
try {
  const db = database.db
  console.info(`[bench] ${testOnPostgres ? 'PostgreSQL' : 'SQLite'}: ${connections} buyers, ${seconds} s per run …`)
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: database.dir, DATABASE_URL: database.url, PUBLIC_URL: 'http://127.0.0.1', TICKETS_TEST_PROVIDER: 'true' })
  const deps = { config, db, clock: systemClock, logger: createLogger((process.env.BENCH_LOG_LEVEL as 'error' | undefined) ?? 'silent'), mailer: createMailer(config.mail, createLogger('silent')) }
  const fakeApp = { deps } as unknown as TestApp

  // 50 showtimes in one hall of 12 rows × 7 two-seat blocks (168 seats, 84 pairs).
  const mall = await createMall(db, { operator: 'Bench Malls' })
  const theater = await createTheater(db, { mallId: mall.id })
  const hall = await createHall(db, { theaterId: theater.id, screenNumber: 1 }, { rows: 12, blocks: [2, 2, 2, 2, 2, 2, 2] })
  const seats = await db.hallSeat.findMany({ where: { hallId: hall.id }, orderBy: [{ rowIndex: 'asc' }, { column: 'asc' }] })
  const pairs = Array.from({ length: seats.length / 2 }, (_, i) => [seats[2 * i]!.id, seats[2 * i + 1]!.id])
  const showtimes: { id: number }[] = []
  for (let i = 0; i < 50; i++) {
    const movie = await createMovie(db)
    showtimes.push(await createSchedule(db, { theaterId: theater.id, movieId: movie.id, hallId: hall.id, startsAt: new Date(Date.now() + (2 + i) * 3_600_000) }))
  }
  const cookies: string[] = []
  for (let i = 0; i < connections; i++) {
    const user = await createUser(db, { username: `bench_buyer_${i}` })
    cookies.push(`gala_session=${await createSession(fakeApp, user.id)}`)
  }

  const bare = new Koa()
  bare.use((ctx) => {
    ctx.body = 'hello'
  })
  const gala = createApp(deps)
  const results: Record<string, Result> = {}
  const runs: [string, http.RequestListener, (Buyer | null)[]][] = [
    ['bare', bare.callback(), cookies.map(() => null)],
    ['one showtime', gala.callback(), cookies.map((cookie) => ({ cookie, path: `/api/showtimes/${showtimes[0]!.id}/holds`, pairs }))],
    ['50 showtimes', gala.callback(), cookies.map((cookie, i) => ({ cookie, path: `/api/showtimes/${showtimes[i % showtimes.length]!.id}/holds`, pairs }))],
  ]
  for (const [name, handler, buyers] of runs) {
    const { server, url } = await listen(handler)
    await load(url, buyers, 2) // warm-up
    results[name] = await load(url, buyers, seconds)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  const row = (name: string, r: Result) =>
    `${name.padEnd(13)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   held ${r.held}   taken (409) ${r.taken}   errors ${r.errors}${r.errors > 0 ? ` (${Object.entries(r.kinds).map(([kind, n]) => `${kind} ×${n}`).join(', ')})` : ''}`
  console.info('')
  console.info(`${testOnPostgres ? 'PostgreSQL' : 'SQLite'}; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores`)
  for (const [name, result] of Object.entries(results)) console.info(row(name, result))
  const errors = results['one showtime']!.errors + results['50 showtimes']!.errors
  console.info(errors === 0 ? 'OK (no errors)' : `${errors} ERRORS`)
  process.exitCode = errors === 0 ? 0 : 1
} finally {
  await database.destroy()
}
