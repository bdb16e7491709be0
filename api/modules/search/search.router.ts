import Router from '@koa/router'
import {
  SearchRequest,
  TRENDING_DAYS_DEFAULT,
  TRENDING_LIMIT_DEFAULT,
  TrackSearch,
  TrendingRequest,
  TrendingTermParams,
  type TrendingResponse,
} from '../../contracts/search.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { rateLimit } from '../../middlewares/rate-limit.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { removeTrendingTerm, TRACK_SEARCH_LIMIT, TRACK_SEARCH_LIMIT_MESSAGE, trackSearch, trendingSearches } from './search.service.ts'
import { siteSearch } from './site-search.ts'

export function searchRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'redis'>): Router<AppState> {
  const router = new Router<AppState>()
  const site = siteSearch(deps)

  router.get('/api/search', validate({ query: SearchRequest }), async (ctx) => {
    ctx.body = await site.search(ctx.state.query)
  })

  router.get('/api/search/trending', validate({ query: TrendingRequest }), async (ctx) => {
    const { limit = TRENDING_LIMIT_DEFAULT, days = TRENDING_DAYS_DEFAULT } = ctx.state.query
    const { trending, suggestions } = await trendingSearches(deps, { limit, days })
    ctx.body = { status: 'success', data: trending, suggestions } satisfies TrendingResponse
  })

  // Limited before validation, so malformed posts count too. 204 whether or not the search was recorded.
  router.post(
    '/api/track-search',
    rateLimit(deps, { name: 'track-search', ...TRACK_SEARCH_LIMIT, message: TRACK_SEARCH_LIMIT_MESSAGE }),
    validate({ body: TrackSearch }),
    async (ctx) => {
      await trackSearch(deps, { query: ctx.state.body.query, clientAddress: ctx.ip })
      ctx.status = 204
    },
  )

  // Staff remove a term from trending for good (a block list); the admin page comes with the admin issue.
  router.delete<SignedInState & Validated<{ params: typeof TrendingTermParams }>>(
    '/api/admin/search/trending/:term',
    requireRole('staff'),
    validate({ params: TrendingTermParams }),
    async (ctx) => {
      await removeTrendingTerm(deps, ctx.state.params.term, ctx.state)
      ctx.state.log.info({ term: ctx.state.params.term, staffId: ctx.state.user.id }, 'trending term removed by staff')
      ctx.status = 204
    },
  )
  return router
}
