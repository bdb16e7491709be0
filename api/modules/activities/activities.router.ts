import Router from '@koa/router'
import { ActivitiesQuery, PROFILE_MESSAGES } from '../../contracts/community.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { parseId } from '../movies/parse-id.ts'
import { activitiesService } from './activities.service.ts'

/** GET /api/users/{idOrUsername}/activities?limit=20 and DELETE /api/user-activities/{id} (owner only). */
export function activitiesRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const activities = activitiesService(deps)
  const router = new Router<AppState>()

  router.get('/api/users/:idOrUsername/activities', validate({ query: ActivitiesQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await activities.list(ctx.params.idOrUsername ?? '', ctx.state.query.limit, ctx.state.user?.id ?? null)
  })

  router.delete<SignedInState>('/api/user-activities/:id', auth(PROFILE_MESSAGES.activityLoginRequired), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await activities.remove(ctx.state.user, parseId(ctx.params.id, 'Activity id'))
  })

  return router
}
