import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../types.ts'
import type { PushSender } from '../modules/push/push-sender.ts'
import { redactAddress } from '../mail/mailer.ts'
import { alertTopic, buildAlertEmail, buildPushPayload, type AlertMovie } from './alert-content.ts'
import {
  claimDue,
  deleteSubscription,
  findTargets,
  finishDelivery,
  markDelivered,
  recordSubscriptionFailure,
  releaseClaims as releaseClaimsOf,
  rescheduleDelivery,
  type ClaimedDelivery,
} from './delivery-queue.repository.ts'
import { findAlertMovies } from './release-alerts.repository.ts'
import { backoffMs, classify, shouldDropSubscription } from './retry-policy.ts'

/** AlertDelivery.status values. */
export const DELIVERY_STATUS = { pending: 'pending', delivered: 'delivered', failed: 'failed', expired: 'expired' } as const

export interface DeliveryWorkerOptions {
  /** Names this worker's leases (default: a random id). */
  owner?: string
  /** Sends in flight at once (default config.push.concurrency). */
  concurrency?: number
  /** Rows claimed per query (default 8 × concurrency). */
  batchSize?: number
  /** How long a claim holds a row; past it another worker may take the row again (default 5 min). */
  leaseMs?: number
  /** Pause between looks at an empty queue when started with start() (default 2 s). */
  idlePollMs?: number
  /**
   * Tests: after this many sends have answered, start no new one and leave the rows still claimed
   * leased, as a worker killed mid-batch would (answers already in hand are still recorded).
   */
  stopAfter?: number
  random?: () => number
}

export interface DeliveryWorker {
  /** Sends everything due now; resolves with the number of deliveries handled when the queue has nothing due. */
  drain(): Promise<number>
  /** Keeps draining until stop(). */
  start(): void
  /** Starts no new send, waits for those in flight, records them and releases unstarted claims. */
  stop(): Promise<void>
  readonly owner: string
}

type Claimed = ClaimedDelivery

type WorkerDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'config'>

/**
 * Delivered rows are recorded in groups of this size (one UPDATE), or when the worker runs dry. A crash
 * between a 201 and its record re-sends at most this many (plus those in flight); the tag and Topic per
 * movie make such a repeat replace the first on the device instead of showing twice.
 */
const FLUSH_EVERY = 250
/** …and at least this often (ms), so a slow push service never keeps a sent row unrecorded near its lease's end. */
const FLUSH_AFTER_MS = 1000

/**
 * Sends queued release alerts (decision 012). Rows are claimed with a lease (`leaseUntil`, `leaseOwner`,
 * `attempts + 1`) in one UPDATE … RETURNING, so two workers never hold the same row; a row is marked done
 * only after the push service's 201 (or the mail server's acceptance). A worker that dies leaves its
 * claims to expire, and the next worker sends only what was not recorded as done.
 */
export function createDeliveryWorker(deps: WorkerDeps, sender: PushSender, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const { db, clock, logger, config } = deps
  const owner = options.owner ?? `worker-${randomUUID().slice(0, 8)}`
  const concurrency = options.concurrency ?? config.push.concurrency
  const batchSize = options.batchSize ?? concurrency * 8
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const idlePollMs = options.idlePollMs ?? 2000
  const random = options.random ?? Math.random
  const log = logger.child({ job: 'alert-delivery', owner })

  let stopping = false
  let crashed = false
  let answered = 0
  let running: Promise<void> | null = null
  let wake: (() => void) | null = null
  const movies = new Map<number, AlertMovie>()
  let delivered: { id: number; subscriptionId: number | null; status: number }[] = []

  let lastFlush = performance.now()

  async function flushDelivered(): Promise<void> {
    lastFlush = performance.now()
    if (delivered.length === 0) return
    const rows = delivered
    delivered = []
    await markDelivered(db, rows, clock.now())
  }

  /** Claims up to batchSize due rows; [] only when nothing is due. */
  function claim(): Promise<Claimed[]> {
    const now = clock.now()
    return claimDue(db, { now, leaseUntil: new Date(now.getTime() + leaseMs), owner, limit: batchSize })
  }

  async function loadMovies(ids: number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !movies.has(id))
    if (missing.length === 0) return
    for (const movie of await findAlertMovies(db, missing)) movies.set(movie.id, movie)
  }

  async function finish(id: number, status: string, lastStatus: number | null, lastError: string): Promise<void> {
    await finishDelivery(db, id, { status, lastStatus, lastError: lastError.slice(0, 500), completedAt: clock.now() })
  }

  /** Puts a row back in the queue for later, or drops it when that would be after its TTL. */
  async function retryLater(row: Claimed, delayMs: number, lastStatus: number, lastError: string): Promise<void> {
    const next = new Date(clock.now().getTime() + delayMs)
    if (next > row.expiresAt) return finish(row.id, DELIVERY_STATUS.expired, lastStatus, `${lastError}; next try would be after the TTL`)
    await rescheduleDelivery(db, row.id, { nextAttemptAt: next, lastStatus, lastError: lastError.slice(0, 500) })
  }

  async function sendPush(row: Claimed, targets: Map<number, { endpoint: string; p256dh: string; auth: string }>): Promise<void> {
    const target = row.subscriptionId === null ? undefined : targets.get(row.subscriptionId)
    if (!target) return finish(row.id, DELIVERY_STATUS.failed, null, 'subscription deleted before sending')
    const movie = movies.get(row.movieId)
    if (!movie) return finish(row.id, DELIVERY_STATUS.failed, null, 'movie deleted before sending')
    // The remaining lifetime as TTL: a retry must not outlive the alert at the push service either.
    const ttlSeconds = Math.max(0, Math.floor((row.expiresAt.getTime() - clock.now().getTime()) / 1000))
    const result = await sender.send(target, { payload: buildPushPayload(movie, row.inboxId), topic: alertTopic(movie.id), ttlSeconds })
    answered += 1
    const outcome = classify(result.status, row.attempts, result.retryAfterMs, random)
    const origin = new URL(target.endpoint).origin
    switch (outcome.kind) {
      case 'delivered':
        delivered.push({ id: row.id, subscriptionId: row.subscriptionId, status: result.status })
        if (delivered.length >= FLUSH_EVERY || performance.now() - lastFlush > FLUSH_AFTER_MS) await flushDelivered()
        return
      case 'gone':
        // The browser unsubscribed or the subscription expired: it will never work again.
        await deleteSubscription(db, row.subscriptionId!)
        return finish(row.id, DELIVERY_STATUS.failed, result.status, `subscription gone (${result.status}); deleted`)
      case 'rate-limited':
        log.warn({ origin, status: 429, retryAfterMs: outcome.delayMs }, 'push service rate limit: retrying after Retry-After')
        return retryLater(row, outcome.delayMs, result.status, `rate limited: ${result.detail}`)
      case 'transient': {
        const now = clock.now()
        const sub = await recordSubscriptionFailure(db, row.subscriptionId!, now)
        const since = sub.failingSince ?? now
        if (shouldDropSubscription(since, sub.failures, now)) {
          await deleteSubscription(db, row.subscriptionId!)
          log.warn({ origin, failures: sub.failures, since }, 'push subscription failing for more than a day: deleted')
          return finish(row.id, DELIVERY_STATUS.failed, result.status, `failing since ${since.toISOString()}; subscription deleted`)
        }
        return retryLater(
          row,
          outcome.delayMs,
          result.status,
          result.status === 0 ? result.detail : `push service ${result.status}: ${result.detail}`,
        )
      }
      case 'refused':
        // Our request was refused (a broken VAPID key, a payload too large): the subscriber did nothing wrong.
        log.error(
          { origin, status: result.status, detail: result.detail, deliveryId: row.id },
          'push service refused the request; subscription kept',
        )
        return finish(row.id, DELIVERY_STATUS.failed, result.status, `refused (${result.status}): ${result.detail}`)
    }
  }

  async function sendEmail(row: Claimed): Promise<void> {
    const movie = movies.get(row.movieId)
    if (!movie || !row.email) return finish(row.id, DELIVERY_STATUS.failed, null, movie ? 'no address' : 'movie deleted before sending')
    try {
      await deps.mailer.send(buildAlertEmail(movie, row.email, config.publicUrl))
      answered += 1
      await finish(row.id, DELIVERY_STATUS.delivered, null, '')
    } catch (err) {
      answered += 1
      log.warn({ to: redactAddress(row.email), err: (err as Error).message }, 'release alert email failed: retrying later')
      await retryLater(row, backoffMs(row.attempts, random), 0, (err as Error).message)
    }
  }

  async function handle(row: Claimed, targets: Map<number, { endpoint: string; p256dh: string; auth: string }>): Promise<void> {
    if (clock.now() > row.expiresAt) return finish(row.id, DELIVERY_STATUS.expired, null, 'older than its TTL: dropped, not sent late')
    if (row.channel === 'email') return sendEmail(row)
    return sendPush(row, targets)
  }

  async function releaseClaims(rows: Claimed[]): Promise<void> {
    if (rows.length === 0) return
    await releaseClaimsOf(
      db,
      rows.map((row) => row.id),
      owner,
      DELIVERY_STATUS.pending,
    )
  }

  async function drain(): Promise<number> {
    movies.clear()
    let handled = 0
    const buffer: Claimed[] = []
    const targets = new Map<number, { endpoint: string; p256dh: string; auth: string }>()
    const inFlight = new Set<Promise<void>>()
    let exhausted = false
    const halted = () => stopping || (options.stopAfter !== undefined && answered >= options.stopAfter)

    while (!halted()) {
      if (buffer.length < concurrency && !exhausted) {
        const rows = await claim()
        if (rows.length === 0) exhausted = true
        await loadMovies(rows.map((row) => row.movieId))
        for (const sub of await findTargets(
          db,
          rows.map((row) => row.subscriptionId).filter((id): id is number => id !== null),
        ))
          targets.set(sub.id, sub)
        buffer.push(...rows)
      }
      while (inFlight.size < concurrency && buffer.length > 0 && !halted()) {
        const row = buffer.shift()!
        const task: Promise<void> = handle(row, targets)
          .catch((err: unknown) =>
            log.error({ err, deliveryId: row.id }, 'delivery failed unexpectedly; its claim will expire and it will be retried'),
          )
          .finally(() => {
            handled += 1
            inFlight.delete(task)
          })
        inFlight.add(task)
      }
      if (inFlight.size === 0 && buffer.length === 0 && exhausted) break
      if (inFlight.size > 0) await Promise.race(inFlight)
    }
    await Promise.all(inFlight)
    await flushDelivered()
    if (options.stopAfter !== undefined && answered >= options.stopAfter) crashed = true
    // A graceful stop hands unstarted claims back at once; a simulated crash leaves them to expire.
    if (!crashed) await releaseClaims(buffer)
    return handled
  }

  async function loop(): Promise<void> {
    while (!stopping && !crashed) {
      try {
        await drain()
      } catch (err) {
        log.error({ err }, 'delivery worker pass failed; trying again shortly')
      }
      if (stopping || crashed) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, idlePollMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = null
    }
  }

  return {
    owner,
    drain,
    start() {
      if (running) return
      stopping = false
      running = loop()
    },
    async stop() {
      stopping = true
      wake?.()
      await running
      running = null
    },
  }
}
