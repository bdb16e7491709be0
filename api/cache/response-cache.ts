import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * An in-memory cache of serialized response bodies for hot read endpoints (showtimes, movie lists,
 * nearby cinemas). Prisma costs about 0.3-0.4 ms per query (docs/TOOLCHAIN), so a hit serves a ready
 * string (and its compressed variants) with a strong ETag instead of querying and serializing again.
 *
 * Entries expire after a TTL and the cache holds at most `maxEntries` (least recently used go first).
 * Writers call `invalidate(prefix)` (see api/cache/showtimes-cache.ts) when rows change.
 */
export interface CachedBody {
  /** The serialized JSON body. */
  readonly body: string
  /** Strong ETag of the identity body: `"<sha-256 base64url>"`. */
  readonly etag: string
  readonly createdAt: number
  /** Compressed variants, computed on first use and kept with the entry. */
  /** The identity bytes: a Buffer's length is known, a string's UTF-8 length is counted on every send. */
  identity?: Buffer
  brotli?: Buffer
  gzip?: Buffer
}

export interface ResponseCacheOptions {
  /** Time to live of an entry in ms (default 10 minutes, spec doc 2 §9 "cache 10 min"). */
  ttlMs?: number
  /** Bound on the number of entries (default 2000). */
  maxEntries?: number
  /** Time source in ms; tests inject a clock. */
  now?: () => number
  /**
   * While this answers false the cache neither serves nor stores anything (every read is computed): a
   * process whose invalidation messages may be lost (its Redis subscription is down) must not serve what
   * another process may have changed (api/cache/cache-bus.ts). Default: always on.
   */
  enabled?: () => boolean
}

/** Strong ETag of a body: sha-256 in base64url, quoted. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>()
  private readonly pending = new Map<string, Promise<CachedBody>>()
  /** Bumped by every invalidation, so a computation that started before it is not stored after it. */
  private generation = 0
  readonly ttlMs: number
  readonly maxEntries: number
  private readonly now: () => number
  private readonly enabled: (() => boolean) | undefined
  /** Answers served from the cache (a stored entry, or a computation another request had already started). */
  hits = 0
  /** Answers that had to be computed (a body not cached, expired or dropped). Lookups that fall through to a route count once, there. */
  misses = 0

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10 * 60_000
    this.maxEntries = options.maxEntries ?? 2000
    this.now = options.now ?? Date.now
    this.enabled = options.enabled
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): CachedBody | undefined {
    if (this.enabled && !this.enabled()) return undefined
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.now() - entry.createdAt >= this.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.hits++
    return entry
  }

  set(key: string, body: string): CachedBody {
    const entry: CachedBody = { body, etag: strongEtag(body), createdAt: this.now() }
    this.entries.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
    return entry
  }

  /**
   * The cached body for `key`, or the result of `compute()` serialized and stored. Concurrent misses
   * of one key share one computation. A result computed across an invalidation is returned but not stored.
   */
  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.get(key)
    if (hit) return hit
    const inFlight = this.pending.get(key)
    if (inFlight) {
      this.hits++
      return inFlight
    }
    this.misses++
    const generation = this.generation
    const promise = (async () => {
      const body = JSON.stringify(await compute())
      if (generation === this.generation && (!this.enabled || this.enabled())) return this.set(key, body)
      return { body, etag: strongEtag(body), createdAt: this.now() }
    })()
    this.pending.set(key, promise)
    try {
      return await promise
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key)
    }
  }

  /** The invalidation count now: read before computing a body, then hand it to `offer`. */
  get currentGeneration(): number {
    return this.generation
  }

  /**
   * Stores a body computed outside `getOrCompute` (a rendered page), unless an invalidation came since
   * `generation` was read or the cache is off; returns the entry, stored or not.
   */
  offer(key: string, body: string, generation: number): CachedBody {
    if (generation === this.generation && (!this.enabled || this.enabled())) return this.set(key, body)
    return { body, etag: strongEtag(body), createdAt: this.now() }
  }

  /** Drops every entry whose key starts with `prefix` ('' drops everything); returns how many. */
  invalidate(prefix = ''): number {
    this.generation++
    let dropped = 0
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key)
        dropped++
      }
    }
    for (const key of [...this.pending.keys()]) if (key.startsWith(prefix)) this.pending.delete(key)
    return dropped
  }

  /** Drops every entry whose key `matches` answers true for; returns how many (like `invalidate`, for any set of keys). */
  invalidateWhere(matches: (key: string) => boolean): number {
    this.generation++
    let dropped = 0
    for (const key of [...this.entries.keys()]) {
      if (matches(key)) {
        this.entries.delete(key)
        dropped++
      }
    }
    for (const key of [...this.pending.keys()]) if (matches(key)) this.pending.delete(key)
    return dropped
  }

  keys(): string[] {
    return [...this.entries.keys()]
  }
}

/** Bodies below this size are sent as they are (compression would not pay; same threshold as app.ts). */
const COMPRESS_THRESHOLD = 1024

export type BodyEncoding = 'br' | 'gzip' | 'identity'

/** The encoding to send for an Accept-Encoding header (brotli preferred, as koa-compress does). */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): BodyEncoding {
  if (!acceptEncoding || size < COMPRESS_THRESHOLD) return 'identity'
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/**
 * The ETag of one representation. A strong ETag names exact bytes, so compressed variants get their
 * own tag derived from the identity one (`"abc-br"`), and If-None-Match accepts any of them.
 */
export function representationEtag(entry: CachedBody, encoding: BodyEncoding): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`
}

/** The bytes of one representation, compressed once per entry. */
export function representationBody(entry: CachedBody, encoding: BodyEncoding): Buffer {
  if (encoding === 'br') {
    entry.brotli ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return entry.brotli
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 })
    return entry.gzip
  }
  entry.identity ??= Buffer.from(entry.body)
  return entry.identity
}

/** True when If-None-Match names this entry in any representation (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, entry: CachedBody): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const base = entry.etag.slice(1, -1)
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === entry.etag || tag === `"${base}-br"` || tag === `"${base}-gzip"`
  })
}
