import type { Context } from 'koa'
import type { Clock } from '../clock.ts'
import type { Db } from '../db.ts'
import { invalidateCache, namedCache } from './cache-bus.ts'
import {
  chooseEncoding,
  matchesIfNoneMatch,
  representationBody,
  representationEtag,
  type CachedBody,
  type ResponseCache,
} from './response-cache.ts'

/**
 * The response cache of the movies/cinemas/showtimes reads, one per database (so each test app,
 * each with its own temp database, has its own). Everything in it is derived from the Movie, Mall,
 * Theater, Schedule and review Post rows: whatever writes those calls `invalidateShowtimes(db)`.
 *
 * Keys start with the Manila date of "today" (see `showtimesKey`), so at Manila midnight every
 * answer that depends on today (available dates, default schedule date, this week) is recomputed
 * even without a write.
 *
 * Several processes (decision 026): each holds its own copy; with REDIS_URL an invalidation is published
 * and every process drops its copy on receipt (api/cache/cache-bus.ts). The TTL bounds staleness in any case.
 */
export function showtimesCache(db: Db, clock?: Clock): ResponseCache {
  return namedCache(db, 'showtimes', { ttlMs: 10 * 60_000, maxEntries: 2000, now: clock ? () => clock.now().getTime() : Date.now })
}

/**
 * Drops every cached movies/cinemas/showtimes answer of this database, in every process when the app has
 * Redis. Call after writing those rows (after the transaction commits).
 */
export function invalidateShowtimes(db: Db): number {
  return invalidateCache(db, 'showtimes', '')
}

/** A cache key: `<manila today>|<name>|<parts…>`. */
export function showtimesKey(today: string, name: string, ...parts: (string | number | undefined)[]): string {
  return [today, name, ...parts.map((part) => part ?? '')].join('|')
}

/**
 * Sends a cached JSON body: 304 when If-None-Match names it, else the body (compressed variant
 * when the client accepts one) with its strong ETag. `no-cache` makes clients revalidate every time,
 * which costs a 304 when nothing changed.
 */
export function sendCached(ctx: Context, entry: CachedBody): void {
  // Plain header sets: ctx.vary and ctx.type parse and look up on every call, which shows on the hot path.
  // Vary is set, not appended: nothing before this sets it, and koa-compress only appends when it encodes.
  ctx.set('Cache-Control', 'no-cache')
  ctx.set('Vary', 'Accept-Encoding')
  // The encoding is chosen here (the compressed bytes are cached and their ETag names them), so
  // koa-compress must not encode the body again (e.g. deflate, which we do not offer).
  ctx.compress = false
  const encoding = chooseEncoding(ctx.get('Accept-Encoding'), entry.body.length)
  ctx.set('ETag', representationEtag(entry, encoding))
  if (matchesIfNoneMatch(ctx.get('If-None-Match') || undefined, entry)) {
    ctx.status = 304
    return
  }
  ctx.set('Content-Type', 'application/json; charset=utf-8')
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding)
  ctx.body = representationBody(entry, encoding)
}
