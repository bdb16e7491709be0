import Router from '@koa/router'
import { FollowCreate, FollowListQuery, FOLLOW_MESSAGES } from '../../contracts/follows.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { followsService } from './follows.service.ts'

/**
 * Follows (doc 3 §7): the unified routes by user id and the username routes. Every follow and
 * unfollow answers the follow status `{ isFollowing, followerCount }`; writes take an Idempotency-Key.
 * `{userId}` also accepts a username, `{username}` also an id.
 */
export function followsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const follows = followsService(deps)
  const router = new Router<AppState>()
  const signedIn = () => auth(FOLLOW_MESSAGES.loginRequired)

  router.get('/api/unified/followers/:userId', validate({ query: FollowListQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await follows.followers(ctx.params.userId ?? '', ctx.state.query.search, ctx.state.query.page)
  })

  router.get('/api/unified/following/:userId', validate({ query: FollowListQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await follows.following(ctx.params.userId ?? '', ctx.state.query.search, ctx.state.query.page)
  })

  router.get('/api/unified/follow-status/:userId', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await follows.status(ctx.state.user, ctx.params.userId ?? '')
  })

  router.post<SignedInState & Validated<{ body: typeof FollowCreate }>>('/api/unified/follow', signedIn(), idempotent(deps), validate({ body: FollowCreate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await follows.follow(ctx.state.user, ctx.state.body.targetUserId)
  })

  router.delete<SignedInState>('/api/unified/follow/:userId', signedIn(), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await follows.unfollow(ctx.state.user, ctx.params.userId ?? '')
  })

  router.get('/api/users/:username/follow-status', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await follows.status(ctx.state.user, ctx.params.username ?? '')
  })

  router.post<SignedInState>('/api/users/:username/follow', signedIn(), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await follows.follow(ctx.state.user, ctx.params.username ?? '')
  })

  router.delete<SignedInState>('/api/users/:username/follow', signedIn(), idempotent(deps), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await follows.unfollow(ctx.state.user, ctx.params.username ?? '')
  })

  return router
}
