import Router from '@koa/router'
import { NotificationIdParams } from '../../contracts/notifications.ts'
import type { ReleaseAlertSendResponse } from '../../contracts/push.ts'
import { releaseMovieAlerts } from '../../jobs/release-alerts.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { releaseAlertStats } from './release-alerts.service.ts'

/**
 * Staff view of release alerts (issue 7): send a movie's waiting alerts now, and per release how many
 * were sent, delivered, failed and pending. Moderators and administrators.
 */
export function releaseAlertsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>): Router<AppState> {
  const router = new Router<AppState>()

  router.post<SignedInState & Validated<{ params: typeof NotificationIdParams }>>(
    '/api/admin/movies/:id/release-alerts',
    requireRole('moderator'),
    validate({ params: NotificationIdParams }),
    async (ctx) => {
      const result = await releaseMovieAlerts(deps, ctx.state.params.id, { trigger: 'staff', triggeredById: ctx.state.user.id, audit: ctx.state })
      ctx.set('Cache-Control', 'no-store')
      ctx.body = result satisfies ReleaseAlertSendResponse
    },
  )

  router.get<SignedInState>('/api/admin/release-alerts', requireRole('moderator'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await releaseAlertStats(deps)
  })

  return router
}
