import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cacheStats, purgeCache } from '../../cache/cache-bus.ts'
import type { AdminCacheName, CacheList, CachePurgeResult, MemoryHistory, SystemDashboard } from '../../contracts/admin-system.ts'
import { projectRoot } from '../../env.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { databaseFigures, deliveryQueueCounts } from './admin-system.repository.ts'
import { nsToMs, presentCache } from './admin-system.presenter.ts'
import { systemMonitor } from './monitor.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'redis'>

let packageVersion: string | undefined
/** package.json's version, read once. */
function appVersion(): string {
  packageVersion ??= (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown'
  return packageVersion
}

function memoryNow() {
  const usage = process.memoryUsage()
  return { rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external }
}

/** The figures of /admin/system-dashboard: this process, the database, the delivery queue and the caches. */
export async function systemDashboard(deps: Deps): Promise<SystemDashboard> {
  const monitor = systemMonitor(deps)
  const [database, deliveryQueue] = await Promise.all([databaseFigures(deps.db), deliveryQueueCounts(deps.db, deps.clock.now())])
  const loop = monitor.eventLoop
  return {
    version: appVersion(),
    commit: deps.config.gitCommit ?? null,
    nodeVersion: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: monitor.startedAt.toISOString(),
    memory: memoryNow(),
    eventLoopDelay: { meanMs: nsToMs(loop.mean), p50Ms: nsToMs(loop.percentile(50)), p99Ms: nsToMs(loop.percentile(99)), maxMs: nsToMs(loop.max) },
    database,
    deliveryQueue,
    caches: cacheStats(deps.db).map(presentCache),
  }
}

/** The last hour of memory samples of this process (every 10 s). */
export function memoryHistory(deps: Deps): MemoryHistory {
  const { memory } = systemMonitor(deps)
  return { intervalSeconds: memory.intervalMs / 1000, samples: memory.samples(), current: memoryNow() }
}

export function cacheList(deps: Deps): CacheList {
  return { shared: Boolean(deps.redis), items: cacheStats(deps.db).map(presentCache) }
}

/**
 * Empties one response cache in this process and, with Redis, in every other one (the cache bus). Audited
 * with the entries this process held before and after; the purge is not a database write, so the entry is
 * written on its own, right after.
 */
export async function purgeNamedCache(deps: Deps, actor: AuditActor, name: AdminCacheName): Promise<CachePurgeResult> {
  const before = cacheStats(deps.db).find((stats) => stats.name === name)?.entries ?? 0
  const dropped = purgeCache(deps.db, name)
  const after = cacheStats(deps.db).find((stats) => stats.name === name)?.entries ?? 0
  await recordAudit(deps.db, actor, {
    action: 'cache.purge',
    entityType: 'cache',
    entityId: name,
    before: { entries: before },
    after: { entries: after, allProcesses: Boolean(deps.redis) },
  })
  return { name, dropped, shared: Boolean(deps.redis) }
}
