import Router from '@koa/router'
import { SearchRequest, TRENDING_DAYS_DEFAULT, TRENDING_LIMIT_DEFAULT, TrackSearch, TrendingRequest } from '../../contracts/search.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { trackSearch, trendingSearches } from './search.service.ts'
import { siteSearch } from './site-search.ts'

export function searchRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const router = new Router<AppState>()
  const site = siteSearch(deps)

  router.get('/api/search', validate({ query: SearchRequest }), async (ctx) => {
    ctx.body = await site.search(ctx.state.query)
  })

  router.get('/api/search/trending', validate({ query: TrendingRequest }), async (ctx) => {
    const { limit = TRENDING_LIMIT_DEFAULT, days = TRENDING_DAYS_DEFAULT } = ctx.state.query
    ctx.body = { status: 'success', data: await trendingSearches(deps, { limit, days }) }
  })

  router.post('/api/track-search', validate({ body: TrackSearch }), async (ctx) => {
    await trackSearch(deps, ctx.state.body.query)
    ctx.status = 204
  })
  return router
}
