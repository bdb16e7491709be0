import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks'
import type { Middleware } from 'koa'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { cacheStats } from '../../cache/cache-bus.ts'
import type { Db } from '../../db.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { deliveryQueueCounts } from './admin-system.repository.ts'

/**
 * What one app observes about its own process (decision 030): the memory sampler behind
 * /admin/memory-monitoring, the event-loop delay, and a Prometheus registry of its own for /metrics.
 *
 * prom-client's default registry is global to the process, and createApp runs many times in one test
 * process: every app gets its own Registry, kept per database client like the response caches
 * (api/cache/cache-bus.ts), so apiRouter(deps) and createApp(deps) find the same one.
 *
 * Nothing here keeps the process alive: the sampling timer is unref'd, and `stopSystemMonitor(db)` (graceful
 * shutdown, api/main.ts) clears it and disables the event-loop histogram.
 */

/** One memory sample: when (the injected clock) and the bytes in use. */
export interface MemorySample {
  at: string
  rss: number
  heapUsed: number
  heapTotal: number
}

/** Every 10 s for the last hour. */
export const MEMORY_SAMPLE_INTERVAL_MS = 10_000
export const MEMORY_SAMPLES_KEPT = 360

export interface MemorySampler {
  readonly intervalMs: number
  /** Oldest first, at most `capacity`. */
  samples(): MemorySample[]
  /** Takes one sample now (also what the timer does). */
  sample(): MemorySample
  readonly running: boolean
  /** Whether the timer would keep the process alive (never: it is unref'd). */
  readonly holdsProcess: boolean
  stop(): void
}

/** A ring buffer of memory samples, filled by an unref'd timer; the first sample is taken at once. */
export function startMemorySampler(options: { now: () => Date; intervalMs?: number; capacity?: number }): MemorySampler {
  const intervalMs = options.intervalMs ?? MEMORY_SAMPLE_INTERVAL_MS
  const capacity = options.capacity ?? MEMORY_SAMPLES_KEPT
  const ring: MemorySample[] = new Array<MemorySample>(capacity)
  let next = 0
  let count = 0
  const sample = (): MemorySample => {
    const usage = process.memoryUsage()
    const taken: MemorySample = { at: options.now().toISOString(), rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal }
    ring[next] = taken
    next = (next + 1) % capacity
    count = Math.min(count + 1, capacity)
    return taken
  }
  sample()
  let timer: NodeJS.Timeout | null = setInterval(sample, intervalMs)
  timer.unref()
  return {
    intervalMs,
    sample,
    samples: () => {
      const out: MemorySample[] = []
      for (let i = count; i > 0; i--) out.push(ring[(next - i + capacity) % capacity]!)
      return out
    },
    get running() {
      return timer !== null
    },
    get holdsProcess() {
      return timer?.hasRef() ?? false
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

export interface SystemMonitor {
  /** When this app started (the injected clock). */
  startedAt: Date
  memory: MemorySampler
  eventLoop: IntervalHistogram
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route' | 'status'>
  stop(): void
}

const monitors = new WeakMap<Db, SystemMonitor>()

/** The monitor of this app (database client), created and started on first use. */
export function systemMonitor(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): SystemMonitor {
  const existing = monitors.get(deps.db)
  if (existing) return existing
  const { db, clock } = deps
  const registry = new Registry()
  // The process metrics (CPU, memory, handles, GC, event loop) only where someone can read them.
  if (deps.config.metricsToken) collectDefaultMetrics({ register: registry })
  const httpRequests = new Counter({
    name: 'gala_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const httpDuration = new Histogram({
    name: 'gala_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Counter({
    name: 'gala_cache_hits_total',
    help: 'Answers served from a response cache, by cache (this process)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const stats of cacheStats(db)) this.inc({ cache: stats.name }, stats.hits)
    },
  })
  new Counter({
    name: 'gala_cache_misses_total',
    help: 'Answers a response cache had to compute, by cache (this process)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const stats of cacheStats(db)) this.inc({ cache: stats.name }, stats.misses)
    },
  })
  new Gauge({
    name: 'gala_cache_entries',
    help: 'Entries held by a response cache, by cache (this process)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const stats of cacheStats(db)) this.set({ cache: stats.name }, stats.entries)
    },
  })
  new Gauge({
    name: 'gala_delivery_queue',
    help: 'Push and email deliveries by state: waiting (due or backing off), leased (a worker holds them), failed (given up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await deliveryQueueCounts(db, clock.now())
      this.set({ state: 'waiting' }, counts.waiting)
      this.set({ state: 'leased' }, counts.leased)
      this.set({ state: 'failed' }, counts.failed)
    },
  })

  const eventLoop = monitorEventLoopDelay({ resolution: 20 })
  eventLoop.enable()
  const memory = startMemorySampler({ now: () => clock.now() })
  const monitor: SystemMonitor = {
    startedAt: clock.now(),
    memory,
    eventLoop,
    registry,
    httpRequests,
    httpDuration,
    stop() {
      memory.stop()
      eventLoop.disable()
    },
  }
  monitors.set(db, monitor)
  return monitor
}

/** Stops the sampler and the event-loop histogram of this app (graceful shutdown). */
export function stopSystemMonitor(db: Db): void {
  monitors.get(db)?.stop()
}

/**
 * Counts every answer by method, route pattern (never the raw path: ids would make a label per row) and
 * status. Mounted outside the error handler, so errors count with the status they were answered with.
 */
export function httpMetrics(monitor: SystemMonitor): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute
      const route = matched
        ? String(matched)
        : ctx.state.servedFromCache
          ? 'hot-read'
          : ctx.path === '/metrics'
            ? '/metrics'
            : ctx.path.startsWith('/api/') || ctx.path === '/api'
              ? 'unmatched'
              : 'static'
      const labels = { method: ctx.method, route, status: String(ctx.status) }
      monitor.httpRequests.inc(labels)
      monitor.httpDuration.observe(labels, (performance.now() - started) / 1000)
    }
  }
}
