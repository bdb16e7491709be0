import Router from '@koa/router'
import { UserPostsQuery } from '../../contracts/posts.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { postsService } from '../posts/posts.service.ts'
import { requireUserId } from './user-lookup.ts'
import { usersService } from './users.service.ts'

/**
 * Public profiles and a user's posts (doc 3 §7): GET /api/users/profile/{username} and its short
 * form /api/users/{username}, /api/users/{idOrUsername}/posts (?type=review) and /reviews (the
 * Reviews tab: reviews without a parent). Follow routes under /api/users/{username} are in the
 * follows router, activities in the activities router.
 */
export function usersRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const users = usersService(deps)
  const posts = postsService(deps)
  const router = new Router<AppState>()

  router.get('/api/users/profile/:username', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await users.profile(ctx.state.user, ctx.params.username ?? '')
  })

  router.get('/api/users/:idOrUsername/posts', validate({ query: UserPostsQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    const userId = await requireUserId(deps.db, ctx.params.idOrUsername ?? '')
    ctx.body = await posts.userPosts(ctx.state.user, userId, ctx.state.query.type, ctx.state.query.page)
  })

  router.get('/api/users/:idOrUsername/reviews', validate({ query: UserPostsQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    const userId = await requireUserId(deps.db, ctx.params.idOrUsername ?? '')
    ctx.body = await posts.userPosts(ctx.state.user, userId, 'review', ctx.state.query.page)
  })

  router.get('/api/users/:username', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await users.profile(ctx.state.user, ctx.params.username ?? '')
  })

  return router
}
