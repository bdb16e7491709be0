import type { CacheFigures } from '../../contracts/admin-system.ts'
import type { CacheStats } from '../../cache/cache-bus.ts'

export function presentCache(stats: CacheStats): CacheFigures {
  const lookups = stats.hits + stats.misses
  return { name: stats.name, entries: stats.entries, hits: stats.hits, misses: stats.misses, hitRatio: lookups === 0 ? null : stats.hits / lookups }
}

/** Nanoseconds (perf_hooks histograms) to milliseconds with two decimals; NaN (no sample yet) is 0. */
export const nsToMs = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 10_000) / 100 : 0)
