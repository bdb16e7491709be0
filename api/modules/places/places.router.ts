import Router from '@koa/router'
import { PlaceReviewsQuery, PlacesQuery, RandomPlacesQuery, RelatedContentParams, RelatedContentQuery } from '../../contracts/places.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { placesService } from './places.service.ts'

/**
 * Places (spec doc 2 §2-§3, doc 3 place detail page): the list with search and type filter, the type
 * chips, the day's random places, one place by id or slug, its reviews (read-only here) and related
 * places. Fixed paths come before /api/places/:id so they are not read as ids.
 */
export function placesRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const places = placesService(deps)
  const router = new Router<AppState>()

  router.get('/api/places', validate({ query: PlacesQuery }), async (ctx) => {
    ctx.body = await places.list(ctx.state.query)
  })

  router.get('/api/places/types', async (ctx) => {
    ctx.body = await places.types()
  })

  router.get('/api/places/random', validate({ query: RandomPlacesQuery }), async (ctx) => {
    ctx.body = await places.random(ctx.state.query.limit)
  })

  router.get('/api/places/:id', async (ctx) => {
    ctx.body = await places.detail(ctx.params.id ?? '')
  })

  router.get('/api/places/:id/reviews', validate({ query: PlaceReviewsQuery }), async (ctx) => {
    ctx.body = await places.reviews(ctx.params.id ?? '', ctx.state.query.page)
  })

  router.get('/api/related-content/:type/:id', validate({ params: RelatedContentParams, query: RelatedContentQuery }), async (ctx) => {
    const { category, limit } = ctx.state.query
    ctx.body = await places.related(ctx.state.params.id, { category, limit })
  })

  return router
}
