import type { Db } from '../db.ts'
import { createMemoLinker, type ReflinkRule } from '../lib/reflinks.ts'
import { invalidateCache, namedCache } from './cache-bus.ts'
import { enabledReflinkRules } from './reflinks-cache.repository.ts'

/**
 * The enabled reflink rules (decision 033), read on every article body served: cached as one entry of the named
 * response cache 'reflinks' (so it shows on /admin/cache with a purge button, and with REDIS_URL an invalidation
 * reaches every process, decision 026). Writers of ArticleReflink call `invalidateReflinks(db)` after their
 * transaction commits. The linker (and its memo of linked bodies) is rebuilt whenever the cached entry changes,
 * keyed by the entry's ETag, so a rule change never serves a body linked with the old rules. The TTL bounds
 * staleness if an invalidation is ever lost.
 */
const KEY = 'reflinks|enabled'

const linkers = new WeakMap<Db, { etag: string; link: (html: string) => string }>()

function reflinksCache(db: Db) {
  return namedCache(db, 'reflinks', { ttlMs: 5 * 60_000, maxEntries: 10 })
}

/** The cached entry of the enabled rules (JSON, in id order). */
const enabledEntry = (db: Db) => reflinksCache(db).getOrCompute(KEY, () => enabledReflinkRules(db))

/** A function linking a served (sanitised) article body with the enabled rules, memoised per version of the rules. */
export async function reflinkLinker(db: Db): Promise<(html: string) => string> {
  const entry = await enabledEntry(db)
  const current = linkers.get(db)
  if (current?.etag === entry.etag) return current.link
  const link = createMemoLinker(JSON.parse(entry.body) as ReflinkRule[])
  linkers.set(db, { etag: entry.etag, link })
  return link
}

/** Drops the cached rules here and, with Redis, in every process. Call after any ArticleReflink write commits. */
export function invalidateReflinks(db: Db): number {
  return invalidateCache(db, 'reflinks', '')
}
