import Router from '@koa/router'
import { RestaurantsQuery } from '../../contracts/restaurants.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { restaurantsService } from './restaurants.service.ts'

/**
 * Restaurants, cafés and bars (doc 3 food and drink routes): the list with a cuisine filter, and one by id
 * or slug with its newest reviews.
 */
export function restaurantsRouter(deps: Pick<AppDeps, 'db'>): Router<AppState> {
  const restaurants = restaurantsService(deps)
  const router = new Router<AppState>()

  router.get('/api/restaurants', validate({ query: RestaurantsQuery }), async (ctx) => {
    ctx.body = await restaurants.list(ctx.state.query)
  })

  router.get('/api/restaurants/:id', async (ctx) => {
    ctx.body = await restaurants.detail(ctx.params.id ?? '')
  })

  return router
}
