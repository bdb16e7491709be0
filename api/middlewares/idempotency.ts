import type { Middleware } from 'koa'
import {
  IDEMPOTENCY_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../contracts/idempotency-rules.ts'
import { AppError } from '../errors.ts'
import type { AppDeps, AppState } from '../types.ts'
import { toAppError } from './error-handler.ts'
import { idempotencyRepository, type StoredIdempotencyKey } from './idempotency.repository.ts'

/** responseStatus of a key whose request is still running (no HTTP status is 0). */
const IN_PROGRESS = 0
/** A key still "in progress" after this long belongs to a request that died (a crash, a restart): it may run again. */
const ABANDONED_AFTER_MS = 60_000
/** Expired keys are deleted at most this often, by whichever request comes along. */
const PURGE_EVERY_MS = 10 * 60_000

type StoredKey = StoredIdempotencyKey

/** What is stored for an answer that was an error: our error shape without the per-request id. */
interface StoredError {
  status: number
  code: string
  message: string
  [detail: string]: unknown
}

/**
 * Makes a state-changing endpoint safe to repeat (issue 6: actions queued offline are sent again
 * after a lost answer). A request with an `Idempotency-Key` header from a signed-in user:
 * - the first time, the handler runs and its answer (any status below 500) is stored with the key;
 * - the same key again (same user, method and path) gets the stored answer, with
 *   `Idempotent-Replayed: true`, and the handler does not run;
 * - the same key on another method or path is a 422; while the first request is still running, a 409.
 * Keys belong to a user (another user's identical key is unrelated) and are forgotten after 24 hours.
 * Without the header, or for a visitor (the route's auth() answers 401), the request runs as usual.
 * The key is reserved by inserting it first, so two concurrent duplicates never both run.
 *
 * Put it after auth() and before the handler: `router.post(path, auth(), idempotent(deps), handler)`.
 */
export function idempotent(deps: Pick<AppDeps, 'db' | 'clock'>): Middleware<AppState> {
  const { db, clock } = deps
  const repo = idempotencyRepository(db)
  let lastPurge = 0

  async function purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return
    lastPurge = now.getTime()
    await repo.deleteCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS))
  }

  /** Reserves the key; returns the row already holding it when there is a live one. */
  async function reserve(
    storedKey: string,
    userId: number,
    method: string,
    path: string,
    now: Date,
  ): Promise<{ reserved: number } | { existing: StoredKey }> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reserved = await repo.insert({ key: storedKey, userId, method, path, responseStatus: IN_PROGRESS, responseBody: '', createdAt: now })
      if (reserved !== null) return { reserved }
      const existing = await repo.findByKey(storedKey)
      if (!existing) continue // deleted in between: try again
      const age = now.getTime() - existing.createdAt.getTime()
      const expired = age >= IDEMPOTENCY_KEY_TTL_MS || (existing.responseStatus === IN_PROGRESS && age >= ABANDONED_AFTER_MS)
      if (!expired) return { existing }
      await repo.remove(existing.id)
    }
    throw new AppError(409, IDEMPOTENCY_CODES.inProgress, IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'Retry-After': '1' })
  }

  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER)
    if (!key) return next()
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(400, IDEMPOTENCY_CODES.invalid, IDEMPOTENCY_MESSAGES.invalid)
    const user = ctx.state.user
    if (!user) return next()

    const now = clock.now()
    await purgeExpired(now)
    const method = ctx.method
    const path = ctx.path
    const result = await reserve(`${user.id}:${key}`, user.id, method, path, now)

    if ('existing' in result) {
      const row = result.existing
      if (row.method !== method || row.path !== path) throw new AppError(422, IDEMPOTENCY_CODES.reused, IDEMPOTENCY_MESSAGES.reused)
      if (row.responseStatus === IN_PROGRESS) {
        throw new AppError(409, IDEMPOTENCY_CODES.inProgress, IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'Retry-After': '1' })
      }
      ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true')
      ctx.set('Cache-Control', 'no-store')
      const body = JSON.parse(row.responseBody) as unknown
      if (row.responseStatus >= 400) {
        const { status, code, message, ...details } = body as StoredError
        throw new AppError(status, code, message, details)
      }
      ctx.status = row.responseStatus
      ctx.body = body
      return
    }

    const store = (status: number, body: unknown) => repo.storeAnswer(result.reserved, status, JSON.stringify(body))
    const release = () => repo.remove(result.reserved)

    try {
      await next()
    } catch (thrown) {
      const { error } = toAppError(thrown)
      // A refusal is the answer to this request and is replayed as such; a server failure is not:
      // the same key may try again.
      if (error.status < 500)
        await store(error.status, { status: error.status, code: error.code, message: error.message, ...error.details })
      else await release()
      throw thrown
    }
    const body = ctx.body
    const storable =
      body === null ||
      body === undefined ||
      (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function')
    if (ctx.status < 500 && storable) await store(ctx.status, body ?? null)
    else await release()
  }
}
