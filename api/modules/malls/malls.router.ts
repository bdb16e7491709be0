import Router from '@koa/router'
import { MallsQuery } from '../../contracts/malls.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { mallsService } from './malls.service.ts'

/** GET /api/malls?region=: malls with their cinemas (the /malls page). */
export function mallsRouter(deps: Pick<AppDeps, 'db'>): Router<AppState> {
  const malls = mallsService(deps)
  const router = new Router<AppState>()

  router.get('/api/malls', validate({ query: MallsQuery }), async (ctx) => {
    ctx.body = await malls.list(ctx.state.query.region)
  })

  return router
}
