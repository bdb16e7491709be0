import { timingSafeEqual, createHash } from 'node:crypto'
import Router from '@koa/router'
import { ADMIN_SYSTEM_MESSAGES, CacheNameParams, type AdminCacheName } from '../../contracts/admin-system.ts'
import { NotFound, Unauthorized } from '../../errors.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { cacheList, memoryHistory, purgeNamedCache, systemDashboard } from './admin-system.service.ts'
import { systemMonitor } from './monitor.ts'

/** Constant-time comparison of two strings of any lengths (their sha-256 digests are compared). */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/**
 * /admin/system-dashboard, /admin/memory-monitoring, /admin/cache (administrators only) and /metrics
 * (Prometheus, with the METRICS_TOKEN bearer token). Decision 030.
 */
export function adminSystemRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'redis'>): Router<AppState> {
  const router = new Router<AppState>()

  router.get<SignedInState>('/api/admin/system', requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await systemDashboard(deps)
  })

  router.get<SignedInState>('/api/admin/system/memory', requireRole('admin'), (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = memoryHistory(deps)
  })

  router.get<SignedInState>('/api/admin/cache', requireRole('admin'), (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = cacheList(deps)
  })

  router.post<SignedInState & Validated<{ params: typeof CacheNameParams }>>(
    '/api/admin/cache/:name/purge',
    requireRole('admin'),
    validate({ params: CacheNameParams }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await purgeNamedCache(deps, ctx.state, ctx.state.params.name as AdminCacheName)
    },
  )

  // Prometheus scrapes this (not under /api: it is not the app's API). Without METRICS_TOKEN it does not exist.
  router.get('/metrics', async (ctx) => {
    const token = deps.config.metricsToken
    if (!token) throw NotFound(`No API route for ${ctx.method} ${ctx.path}`, 'ROUTE_NOT_FOUND')
    const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))
    if (!match || !sameToken(match[1]!, token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"')
      throw Unauthorized(ADMIN_SYSTEM_MESSAGES.metricsToken)
    }
    const { registry } = systemMonitor(deps)
    ctx.set('Cache-Control', 'no-store')
    ctx.type = registry.contentType
    ctx.body = await registry.metrics()
  })

  return router
}
