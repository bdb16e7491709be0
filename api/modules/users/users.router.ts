import Router from '@koa/router'
import type { AppDeps, AppState } from '../../types.ts'
import { usersService } from './users.service.ts'

/**
 * Public profiles (doc 3 §7): GET /api/users/profile/{username} and its short form /api/users/{username}.
 * A user's posts (/api/users/{idOrUsername}/posts and /reviews) are in the posts router, follow routes
 * under /api/users/{username} in the follows router, activities in the activities router.
 */
export function usersRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const users = usersService(deps)
  const router = new Router<AppState>()

  router.get('/api/users/profile/:username', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await users.profile(ctx.state.user, ctx.params.username ?? '')
  })

  router.get('/api/users/:username', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await users.profile(ctx.state.user, ctx.params.username ?? '')
  })

  return router
}
