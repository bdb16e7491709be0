import { z } from 'zod'
import { text } from './text.ts'

/** The response caches an admin can see and purge (api/cache/cache-bus.ts CACHE_NAMES). */
export const ADMIN_CACHE_NAMES = ['showtimes', 'posts', 'reflinks', 'seo', 'pages'] as const
export type AdminCacheName = (typeof ADMIN_CACHE_NAMES)[number]

export const ADMIN_SYSTEM_MESSAGES = {
  unknownCache: 'There is no cache with this name.',
  metricsToken: 'A valid metrics token is required.',
} as const

/** POST /api/admin/cache/{name}/purge */
export const CacheNameParams = z.object({
  name: text().refine((value): value is AdminCacheName => (ADMIN_CACHE_NAMES as readonly string[]).includes(value), ADMIN_SYSTEM_MESSAGES.unknownCache),
})

export interface MemoryFigures {
  rss: number
  heapUsed: number
  heapTotal: number
  external: number
}

/** GET /api/admin/system */
export interface SystemDashboard {
  version: string
  commit: string | null
  nodeVersion: string
  /** Seconds since this process started, and since this app was created. */
  uptimeSeconds: number
  startedAt: string
  memory: MemoryFigures
  /** Event-loop delay in milliseconds since the app started (perf_hooks monitorEventLoopDelay). */
  eventLoopDelay: { meanMs: number; p50Ms: number; p99Ms: number; maxMs: number }
  database: { dialect: 'sqlite' | 'postgresql'; sizeBytes: number; tables: { name: string; rows: number }[] }
  deliveryQueue: { waiting: number; leased: number; failed: number }
  caches: CacheFigures[]
}

export interface CacheFigures {
  name: AdminCacheName
  entries: number
  hits: number
  misses: number
  /** hits / (hits + misses), or null before the first lookup. */
  hitRatio: number | null
}

/** GET /api/admin/cache */
export interface CacheList {
  /** True when purges reach every process through Redis (REDIS_URL); false: this process only. */
  shared: boolean
  items: CacheFigures[]
}

/** POST /api/admin/cache/{name}/purge */
export interface CachePurgeResult {
  name: AdminCacheName
  /** Entries dropped in this process (other processes drop theirs when the message reaches them). */
  dropped: number
  shared: boolean
}

export interface MemorySamplePoint {
  at: string
  rss: number
  heapUsed: number
  heapTotal: number
}

/** GET /api/admin/system/memory */
export interface MemoryHistory {
  intervalSeconds: number
  /** Oldest first: the last hour of samples of this process. */
  samples: MemorySamplePoint[]
  current: MemoryFigures
}
