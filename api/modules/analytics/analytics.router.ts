import Router from '@koa/router'
import { ANALYTICS_MESSAGES, ANALYTICS_RATE_LIMIT, AnalyticsBatch, AnalyticsReportQuery } from '../../contracts/analytics.ts'
import { AppError } from '../../errors.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { rateLimit } from '../../middlewares/rate-limit.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { analyticsService, isAutomatedAgent } from './analytics.service.ts'

/**
 * POST /api/analytics/events (public: the first-party event batches, sent with fetch or sendBeacon) and
 * GET /api/admin/analytics (administrators: the report of /admin/analytics). Decision 036.
 */
export function analyticsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'redis' | 'config'>): Router<AppState> {
  const router = new Router<AppState>()
  const analytics = analyticsService(deps)

  // Limited per client before validation, so malformed batches count too. The address only keys the
  // limiter (in memory or Redis, for a minute); it is never stored with the events. ANALYTICS_BATCHES_PER_IP_PER_MINUTE
  // overrides the count (the browser tests, where every page of two browsers comes from 127.0.0.1).
  router.post<Validated<{ body: typeof AnalyticsBatch }>>(
    '/api/analytics/events',
    rateLimit(deps, { name: 'analytics-events', ...ANALYTICS_RATE_LIMIT, points: deps.config.analyticsBatchesPerIpPerMinute, message: ANALYTICS_MESSAGES.rateLimited }),
    async (ctx, next) => {
      if (isAutomatedAgent(ctx.get('User-Agent'))) throw new AppError(403, 'AUTOMATED_CLIENT', ANALYTICS_MESSAGES.automated)
      await next()
    },
    validate({ body: AnalyticsBatch }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.status = 202
      ctx.body = await analytics.record(ctx.state.body)
    },
  )

  router.get<SignedInState & Validated<{ query: typeof AnalyticsReportQuery }>>(
    '/api/admin/analytics',
    requireRole('admin'),
    validate({ query: AnalyticsReportQuery }),
    async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store')
      ctx.body = await analytics.report(ctx.state.query)
    },
  )
  return router
}
