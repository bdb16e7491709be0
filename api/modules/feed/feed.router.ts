import Router from '@koa/router'
import { FEED_MESSAGES, FeedQuery } from '../../contracts/feed.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { feedService } from './feed.service.ts'

/** GET /api/feed?cursor (signed in): what the people one follows reviewed, replied to and liked. */
export function feedRouter(deps: Pick<AppDeps, 'db'>): Router<AppState> {
  const feed = feedService(deps)
  const router = new Router<AppState>()

  router.get<SignedInState & Validated<{ query: typeof FeedQuery }>>('/api/feed', auth(FEED_MESSAGES.loginRequired), validate({ query: FeedQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = await feed.page(ctx.state.user, ctx.state.query.cursor)
  })

  return router
}
