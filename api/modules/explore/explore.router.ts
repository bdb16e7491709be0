import Router from '@koa/router'
import type { AppDeps, AppState } from '../../types.ts'
import { exploreService } from './explore.service.ts'

/** GET /api/explore/people: people to follow (visitors too: then only the most active reviewers). */
export function exploreRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const explore = exploreService(deps)
  const router = new Router<AppState>()

  router.get('/api/explore/people', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await explore.people(ctx.state.user)
  })

  return router
}
