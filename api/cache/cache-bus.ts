import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import type { SharedRedis } from '../redis.ts'
import { isPageTarget, pageMatcher, uniqueTargets, type PageTarget } from './page-targets.ts'
import { ResponseCache, type ResponseCacheOptions } from './response-cache.ts'

/**
 * The response caches of one database (decision 006), and how their invalidations reach every process
 * (decision 026).
 *
 * Each cache is named and kept per database client (so each test app, with its own client, has its own).
 * `invalidateCache(db, name, prefix)` drops the matching entries here and, when the app has Redis
 * (REDIS_URL), publishes `{ cache, prefix }` on the channel `<REDIS_KEY_PREFIX>cache-invalidate`; every other
 * process subscribed drops the same entries on receipt, a millisecond or two later.
 *
 * Races, and why no stale body survives them:
 * - A process computing a body from rows read just before another process's write, and storing it just after
 *   the message: every invalidation bumps the cache's generation, and a computation that started under an
 *   older generation returns its body but does not store it (ResponseCache.getOrCompute). A body stored
 *   before the message arrives is dropped by it. Writers publish after their transaction commits, so a
 *   computation that starts after the message reads the new rows.
 * - Messages lost while the subscription is down (Redis pub/sub keeps nothing): while it is not confirmed,
 *   the caches serve and store nothing (every read is computed); when it is confirmed again (at start-up and
 *   after every reconnect) they are emptied and their generation bumped before they serve again.
 * Without Redis nothing is published and the caches are always on: one process behaves as before.
 */
export type CacheName = 'showtimes' | 'posts' | 'reflinks' | 'seo' | 'pages'

/** Every named response cache, in the order the admin pages list them. */
export const CACHE_NAMES: readonly CacheName[] = ['showtimes', 'posts', 'reflinks', 'seo', 'pages']

export interface CacheStats {
  name: CacheName
  entries: number
  hits: number
  misses: number
}

/** Entries, hits and misses of every named cache of `db` in this process (zeros for a cache not used yet). */
export function cacheStats(db: Db): CacheStats[] {
  const caches = sets.get(db)?.caches
  return CACHE_NAMES.map((name) => {
    const cache = caches?.get(name)
    return { name, entries: cache?.size ?? 0, hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 }
  })
}

interface CacheSet {
  caches: Map<CacheName, ResponseCache>
  bus?: CacheBus
}

interface CacheBus {
  /** True once the subscription is confirmed, false again as soon as the subscriber's connection drops. */
  live: boolean
  publish(name: CacheName, prefix: string, pages?: readonly PageTarget[]): void
}

interface InvalidationMessage {
  from: string
  cache: CacheName
  prefix: string
  /**
   * Only on 'pages': the pages to drop (page-targets.ts) instead of a prefix. The prefix is then '', so a
   * process that does not know this field yet empties the whole page cache: too much, never too little.
   */
  pages?: PageTarget[]
}

const sets = new WeakMap<Db, CacheSet>()

function setOf(db: Db): CacheSet {
  let set = sets.get(db)
  if (!set) {
    set = { caches: new Map() }
    sets.set(db, set)
  }
  return set
}

/** The cache `name` of this database, created with `options` on first use. */
export function namedCache(db: Db, name: CacheName, options: Omit<ResponseCacheOptions, 'enabled'>): ResponseCache {
  const set = setOf(db)
  let cache = set.caches.get(name)
  if (!cache) {
    cache = new ResponseCache({ ...options, enabled: () => !set.bus || set.bus.live })
    set.caches.set(name, cache)
  }
  return cache
}

/**
 * The caches whose invalidation also empties the rendered pages. Their writers are staff tools (the schedules and
 * streaming titles, SEO settings, reflink rules), which change pages nobody listed one by one. The reviews lists
 * ('posts') are not among them: every write that changes a review names the pages showing it (decision 043,
 * api/cache/page-invalidation.ts), and a visitor's or member's write must never empty every page.
 */
const PAGE_WIDE_CACHES: ReadonlySet<CacheName> = new Set(['showtimes', 'seo', 'reflinks'])

/** Drops this process's entries of cache `name` starting with `prefix` ('' = all), or its `pages`; returns how many. */
function invalidateHere(db: Db, name: CacheName | null, prefix: string, pages?: readonly PageTarget[]): number {
  let dropped = 0
  for (const [cacheName, cache] of sets.get(db)?.caches ?? []) {
    if (name === null || cacheName === name) dropped += pages ? cache.invalidateWhere(pageMatcher(pages)) : cache.invalidate(prefix)
    else if (cacheName === 'pages' && PAGE_WIDE_CACHES.has(name)) cache.invalidate('')
  }
  return dropped
}

/**
 * Drops the entries of cache `name` starting with `prefix` in this process and, with Redis, in every other
 * one. Call after the transaction that changed the rows has committed. Returns the entries dropped here.
 */
export function invalidateCache(db: Db, name: CacheName, prefix: string): number {
  const set = sets.get(db)
  set?.bus?.publish(name, prefix)
  return set ? invalidateHere(db, name, prefix) : 0
}

/**
 * Drops the rendered pages `pages` names (page-targets.ts) here and, with Redis, in every other process. Call after
 * the write has committed. Returns the pages dropped here.
 */
export function invalidatePages(db: Db, targets: readonly PageTarget[]): number {
  const pages = uniqueTargets(targets)
  if (pages.length === 0) return 0
  const set = sets.get(db)
  set?.bus?.publish('pages', '', pages)
  return set ? invalidateHere(db, 'pages', '', pages) : 0
}

/** Empties cache `name` here and, with Redis, in every other process (the admin purge); returns the entries dropped here. */
export function purgeCache(db: Db, name: CacheName): number {
  return invalidateCache(db, name, '')
}

/**
 * Subscribes the caches of `db` to the invalidation channel of `redis` (createApp does it when the app has
 * Redis). Once per database client; the subscription ends with `redis.close()`.
 */
export function attachCacheBus(db: Db, redis: SharedRedis, logger: Logger): void {
  const set = setOf(db)
  if (set.bus) return
  const channel = `${redis.keyPrefix}cache-invalidate`
  const log = logger.child({ component: 'cache-bus' })
  const bus: CacheBus = {
    live: false,
    publish(name, prefix, pages) {
      const message: InvalidationMessage = { from: redis.instanceId, cache: name, prefix, ...(pages ? { pages: [...pages] } : {}) }
      redis.client.publish(channel, JSON.stringify(message)).catch((err: Error) => {
        // The others keep their copies until their TTL: say so loudly.
        log.error({ err: err.message, cache: name, prefix }, 'could not publish a cache invalidation: other processes may serve stale bodies until the TTL')
      })
    },
  }
  set.bus = bus

  const subscribe = () => {
    redis.subscriber.subscribe(channel).then(
      () => {
        // Whatever was published while we were not listening is unknown: start from empty caches.
        invalidateHere(db, null, '')
        bus.live = true
      },
      (err: Error) => log.warn({ err: err.message }, 'cache invalidation subscription failed; retried on reconnect'),
    )
  }
  redis.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return
    let message: InvalidationMessage
    try {
      message = JSON.parse(raw) as InvalidationMessage
    } catch {
      return
    }
    if (message.from === redis.instanceId || !CACHE_NAMES.includes(message.cache) || typeof message.prefix !== 'string') return
    // A list of pages that cannot be read drops the whole prefix ('' for pages): never less than was meant.
    const pages = Array.isArray(message.pages) && message.pages.every(isPageTarget) ? message.pages : undefined
    invalidateHere(db, message.cache, message.prefix, pages)
  })
  for (const event of ['close', 'reconnecting', 'end']) {
    redis.subscriber.on(event, () => {
      bus.live = false
    })
  }
  redis.subscriber.on('ready', subscribe)
  if (redis.subscriber.status === 'ready') subscribe()
}
