import Router from '@koa/router'
import type { AppState } from '../../types.ts'

/**
 * GET /api/user: the signed-in user, or null for a visitor. Sign-in arrives with the
 * sessions issue; until then everyone is a visitor.
 */
export function userRouter(): Router<AppState> {
  const router = new Router<AppState>()
  router.get('/api/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    // Koa turns a null body into 204; the client expects JSON null.
    ctx.type = 'application/json'
    ctx.body = 'null'
  })
  return router
}
