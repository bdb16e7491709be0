/**
 * `npm run bench:push` (issue 7, acceptance 4): one release fanned out to BENCH_PUSH_SUBSCRIPTIONS (default
 * 20,000) push subscriptions through the real path (alerts → release job → AlertDelivery outbox → delivery
 * worker → HTTPS push service), next to a naive loop of default `webpush.sendNotification` calls over
 * BENCH_PUSH_NAIVE (default 1,000) subscriptions, in the same run and against the same receiver.
 *
 * The receiver (tests/support/push-receiver-process.ts) runs in a child process: it verifies every VAPID
 * JWT, TTL and Content-Encoding and decrypts every payload with http_ece, so its CPU cost does not come out of
 * the sender's core. The naive loop sends one message at a time, each with a fresh TLS connection (a new
 * https.Agent without keep-alive, which web-push gets when no agent is passed and globalAgent is not shared)
 * and a freshly signed VAPID JWT. Target: ≥ 2,000 messages/s, ≥ 4× naive.
 *
 * Env: BENCH_PUSH_SUBSCRIPTIONS, BENCH_PUSH_NAIVE, BENCH_PUSH_CONCURRENCY (default config: 48),
 * BENCH_PUSH_PROFILE=file.cpuprofile (a CPU profile of the sender during the worker's run).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import https from 'node:https'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import webpush from 'web-push'
import { systemClock } from '../api/clock.ts'
import { createDb } from '../api/db.ts'
import { loadConfig, projectRoot } from '../api/env.ts'
import { buildPushPayload } from '../api/jobs/alert-content.ts'
import { createDeliveryWorker } from '../api/jobs/delivery-worker.ts'
import { alertMovieSelect, releaseMovieAlerts } from '../api/jobs/release-alerts.ts'
import { createLogger } from '../api/logger.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { manilaToday } from '../api/modules/movies/manila-dates.ts'
import { createPushSender } from '../api/modules/push/push-sender.ts'
import type { TestSubscription } from '../tests/support/push-receiver.ts'
import { buildMovie } from '../tests/factories/index.ts'
import { migrate } from './lib/migrate.ts'

const FANOUT = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 20_000)
const NAIVE = Number(process.env.BENCH_PUSH_NAIVE ?? 1_000)

type Reply = { type: string; [key: string]: unknown }

function startReceiver(): Promise<{
  child: ChildProcess
  request<T extends Reply>(message: object, answer: string): Promise<T>
  ready: Reply
}> {
  const child = fork(path.join(projectRoot, 'tests/support/push-receiver-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  })
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
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('message', (ready: Reply) => resolve({ child, request, ready }))
  })
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000)

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-bench-push-'))
  const receiver = await startReceiver()
  const { host, cert } = receiver.ready as unknown as { host: string; cert: string }
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`
  await migrate(databaseUrl)
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    PUSH_ENDPOINT_HOSTS: host,
    VAPID_SUBJECT: 'mailto:alerts@gala.test',
    ...(process.env.BENCH_PUSH_CONCURRENCY ? { PUSH_CONCURRENCY: process.env.BENCH_PUSH_CONCURRENCY } : {}),
  })
  const logger = createLogger('warn')
  const db = createDb(databaseUrl)
  const deps = { config, db, clock: systemClock, logger, mailer: createMailer(config.mail, createLogger('silent')) }

  try {
    console.info(`Making ${FANOUT + NAIVE} subscriptions (P-256 key pairs) in the receiver process…`)
    const { subscriptions } = await receiver.request<{ type: string; subscriptions: TestSubscription[] }>(
      { type: 'subscribe', count: FANOUT + NAIVE },
      'subscriptions',
    )
    const fanout = subscriptions.slice(0, FANOUT)
    const naive = subscriptions.slice(FANOUT)

    // One coming-soon movie, FANOUT fans (no email: this measures push), one subscription and one alert each.
    const movie = await db.movie.create({
      data: buildMovie({ title: 'Bituin sa Tanghali', status: 'comingSoon', releaseDate: manilaToday(systemClock) }),
    })
    const CHUNK = 2000
    for (let i = 0; i < fanout.length; i += CHUNK) {
      const slice = fanout.slice(i, i + CHUNK)
      const users = await db.user.createManyAndReturn({
        data: slice.map((_, j) => ({ username: `bench${i + j}`, email: null })),
        select: { id: true },
      })
      await db.pushSubscription.createMany({
        data: slice.map((sub, j) => ({
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          userId: users[j]!.id,
          vapidPublicKey: config.push.vapid.publicKey,
        })),
      })
      await db.movieReleaseNotification.createMany({ data: users.map((user) => ({ userId: user.id, movieId: movie.id })) })
    }

    await receiver.request({ type: 'reset' }, 'reset')
    let started = performance.now()
    const released = await releaseMovieAlerts(deps, movie.id, { trigger: 'staff' })
    const releaseMs = performance.now() - started
    console.info(
      `Release: ${released.alerts} alerts → ${released.alerts} inbox items + ${released.deliveries} queued deliveries in ${Math.round(releaseMs)} ms`,
    )

    // The delivery worker, as in production, but with an agent that trusts the receiver's certificate.
    const sender = createPushSender({ config: config.push, clock: systemClock, ca: cert })
    const worker = createDeliveryWorker(deps, sender)
    const profiler = process.env.BENCH_PUSH_PROFILE ? new Session() : null
    if (profiler) {
      profiler.connect()
      await profiler.post('Profiler.enable')
      await profiler.post('Profiler.start')
    }
    const cpu = process.cpuUsage()
    started = performance.now()
    const handled = await worker.drain()
    const workerMs = performance.now() - started
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop')
      writeFileSync(process.env.BENCH_PUSH_PROFILE!, JSON.stringify(profile))
      profiler.disconnect()
    }
    const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000
    sender.close()
    const fast = await receiver.request<{
      type: string
      received: number
      distinct: number
      rejectedCount: number
      rejected: unknown[]
      cpuUs: number
    }>({ type: 'stats' }, 'stats')
    const delivered = await db.alertDelivery.count({ where: { movieId: movie.id, status: 'delivered' } })

    // Naive: default web-push, one message at a time, a new TLS connection and a new JWT each.
    await receiver.request({ type: 'reset' }, 'reset')
    const alertMovie = await db.movie.findUniqueOrThrow({ where: { id: movie.id }, select: alertMovieSelect })
    const vapidDetails = {
      subject: config.push.vapid.subject,
      publicKey: config.push.vapid.publicKey,
      privateKey: config.push.vapid.privateKey,
    }
    started = performance.now()
    for (const [i, sub] of naive.entries()) {
      await webpush.sendNotification(sub, buildPushPayload(alertMovie, i), { vapidDetails, agent: new https.Agent({ ca: cert }) })
    }
    const naiveMs = performance.now() - started
    const slow = await receiver.request<{ type: string; received: number; rejectedCount: number; cpuUs: number }>(
      { type: 'stats' },
      'stats',
    )

    const fastRate = rate(fast.received, workerMs)
    const naiveRate = rate(slow.received, naiveMs)
    console.info('')
    const senderUs = Math.round((cpuMs / handled) * 1000)
    const receiverUs = Math.round(fast.cpuUs / fast.received)
    console.info(
      `Delivery worker: ${fast.received} pushes (${fast.distinct} distinct subscriptions, ${fast.rejectedCount} rejected) in ${(workerMs / 1000).toFixed(2)} s → ${fastRate} messages/s`,
    )
    console.info(
      `  ${[...sender.protocols.values()].join(', ')}, concurrency ${config.push.concurrency}, VAPID headers signed: ${sender.vapid.signed}, ${delivered} rows marked delivered`,
    )
    console.info(
      `  CPU per message: sender ${senderUs} µs (one core: ≈ ${Math.round(1e6 / senderUs)}/s), receiver ${receiverUs} µs (verify + decrypt)`,
    )
    console.info(
      `Naive loop: ${slow.received} pushes (${slow.rejectedCount} rejected) in ${(naiveMs / 1000).toFixed(2)} s → ${naiveRate} messages/s`,
    )
    console.info(`Ratio: ${(fastRate / naiveRate).toFixed(1)}× (targets: ≥ 2,000 messages/s and ≥ 4×)`)
    console.info(
      `Load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    if (fast.rejectedCount > 0) console.error('Rejected:', fast.rejected)
    const ok =
      fast.received === FANOUT && fast.distinct === FANOUT && delivered === FANOUT && slow.received === NAIVE && fast.rejectedCount === 0
    if (!ok) {
      console.error('Not every push arrived exactly once: see the counts above.')
      process.exitCode = 1
    }
  } finally {
    receiver.child.send({ type: 'close' })
    await db.$disconnect()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
