import Router from '@koa/router'
import { TrackSearch } from '../../contracts/search.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { trackSearch } from './search.service.ts'

export function searchRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const router = new Router<AppState>()
  router.post('/api/track-search', validate({ body: TrackSearch }), async (ctx) => {
    await trackSearch(deps, ctx.state.body.query)
    ctx.status = 204
  })
  return router
}
