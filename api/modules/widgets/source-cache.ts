/**
 * A cache in front of an outside source (doc 2 §9 refresh periods). A fresh value is served as is;
 * an expired one is fetched again (one call at a time per key); when the source fails, the last good
 * value is served (flagged stale) and the source is left alone for a short while. Last good values are
 * kept in memory and, for the keys that ask for it, in SiteSetting, so a restart still has them.
 */
import type { AppDeps } from '../../types.ts'
import { widgetsRepository } from './widgets.repository.ts'

export interface CachedValue<T> {
  value: T
  fetchedAt: Date
  /** True when the value is past its refresh period (its source failed). */
  stale: boolean
}

interface Entry<T> {
  value: T
  fetchedAt: number
  expiresAt: number
}

export interface SourceCacheOptions<T> {
  /** Name used in logs and in the SiteSetting key (`widget:{name}:{key}`). */
  name: string
  /** How long a value is fresh. */
  ttlMs: number
  /** After a failure, how long to serve the last good value before asking the source again. */
  retryMs: number
  /** Memory bound: the least recently used keys go first. */
  maxEntries: number
  /** Checks a persisted value read back from the database (its shape may be from an older release). */
  revive: (raw: unknown) => T | null
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>

export function sourceCache<T>(deps: Deps, options: SourceCacheOptions<T>) {
  const memory = new Map<string, Entry<T>>()
  const retryAfter = new Map<string, number>()
  const inFlight = new Map<string, Promise<Entry<T> | null>>()
  const loaded = new Set<string>()
  const settingKey = (key: string) => `widget:${options.name}:${key}`

  function remember(key: string, entry: Entry<T>) {
    memory.delete(key)
    memory.set(key, entry)
    while (memory.size > options.maxEntries) memory.delete(memory.keys().next().value!)
  }

  /** The persisted last good value, read once per key per process. */
  async function loadPersisted(key: string): Promise<void> {
    if (loaded.has(key) || memory.has(key)) return
    loaded.add(key)
    try {
      const text = await widgetsRepository(deps.db).setting(settingKey(key))
      if (text === null) return
      const stored = JSON.parse(text) as { value?: unknown; fetchedAt?: unknown }
      const value = options.revive(stored.value)
      const fetchedAt = typeof stored.fetchedAt === 'string' ? Date.parse(stored.fetchedAt) : NaN
      if (value === null || Number.isNaN(fetchedAt)) return
      if (!memory.has(key)) remember(key, { value, fetchedAt, expiresAt: fetchedAt + options.ttlMs })
    } catch (error) {
      deps.logger.warn({ widget: options.name, err: errorText(error) }, 'stored widget value unreadable')
    }
  }

  async function persist(key: string, entry: Entry<T>) {
    const value = JSON.stringify({ value: entry.value, fetchedAt: new Date(entry.fetchedAt).toISOString() })
    try {
      await widgetsRepository(deps.db).saveSetting(settingKey(key), value)
    } catch (error) {
      deps.logger.warn({ widget: options.name, err: errorText(error) }, 'could not store the widget value')
    }
  }

  function refresh(key: string, fetcher: () => Promise<T>, keep: boolean): Promise<Entry<T> | null> {
    const running = inFlight.get(key)
    if (running) return running
    const attempt = (async () => {
      try {
        const value = await fetcher()
        const fetchedAt = deps.clock.now().getTime()
        const entry = { value, fetchedAt, expiresAt: fetchedAt + options.ttlMs }
        remember(key, entry)
        retryAfter.delete(key)
        if (keep) await persist(key, entry)
        return entry
      } catch (error) {
        retryAfter.set(key, deps.clock.now().getTime() + options.retryMs)
        deps.logger.warn({ widget: options.name, key, err: errorText(error) }, 'widget source failed; serving the last good value if any')
        return null
      } finally {
        inFlight.delete(key)
      }
    })()
    inFlight.set(key, attempt)
    return attempt
  }

  const view = (entry: Entry<T>, now: number): CachedValue<T> => ({
    value: entry.value,
    fetchedAt: new Date(entry.fetchedAt),
    stale: now >= entry.expiresAt,
  })

  return {
    /**
     * The value for `key`: fresh from memory, else from the source, else the last good one (stale),
     * else null. `keep` stores good values in SiteSetting (only for a bounded set of keys).
     */
    async get(key: string, fetcher: () => Promise<T>, { keep }: { keep: boolean }): Promise<CachedValue<T> | null> {
      if (keep) await loadPersisted(key)
      const now = deps.clock.now().getTime()
      const cached = memory.get(key)
      if (cached && now < cached.expiresAt) return view(cached, now)
      if (now >= (retryAfter.get(key) ?? 0)) {
        const fresh = await refresh(key, fetcher, keep)
        if (fresh) return view(fresh, deps.clock.now().getTime())
      }
      const lastGood = memory.get(key)
      return lastGood ? view(lastGood, deps.clock.now().getTime()) : null
    },

    /** The last good value for `key` without calling the source (fresh or stale), or null. */
    async peek(key: string, { keep }: { keep: boolean }): Promise<CachedValue<T> | null> {
      if (keep) await loadPersisted(key)
      const entry = memory.get(key)
      return entry ? view(entry, deps.clock.now().getTime()) : null
    },
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
