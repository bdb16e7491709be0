import Router from '@koa/router'
import type { AppState } from '../../types.ts'

/** GET /api/user: the signed-in user with effective roles, or JSON null for a visitor. */
export function userRouter(): Router<AppState> {
  const router = new Router<AppState>()
  router.get('/api/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    // A null body would make Koa answer 204; the client expects JSON null.
    ctx.type = 'application/json'
    ctx.body = JSON.stringify(ctx.state.user)
  })
  return router
}
