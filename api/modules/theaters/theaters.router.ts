import Router from '@koa/router'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { CinemasQuery, isValidIsoDate, MOVIE_MESSAGES } from '../../contracts/movies.ts'
import { BadRequest } from '../../errors.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { parseId } from '../movies/parse-id.ts'
import { theatersService } from './theaters.service.ts'

/** An optional Manila date from the query; anything but a real YYYY-MM-DD is 400 'Invalid Date' (doc 2 §5). */
function optionalDate(...values: unknown[]): string | undefined {
  const value = values.find((candidate) => candidate !== undefined && candidate !== '')
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isValidIsoDate(value)) throw BadRequest(MOVIE_MESSAGES.invalidDate, 'INVALID_DATE')
  return value
}

/** Theaters (cinemas), their showtimes and cinemas by location (spec doc 2 §7, doc 3 route table). */
export function theatersRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const theaters = theatersService(deps)
  const router = new Router<AppState>()

  // The hot path: a cached body with an ETag. The query is read by hand (no zod) to keep it cheap.
  router.get('/api/theaters/:theaterId/movies/:movieId/schedule', async (ctx) => {
    const theaterId = parseId(ctx.params.theaterId, 'Theater id')
    const movieId = parseId(ctx.params.movieId, 'Movie id')
    const date = optionalDate(ctx.query.schedule_date, ctx.query.date)
    sendCached(ctx, await theaters.schedule(theaterId, movieId, date))
  })

  router.get('/api/theaters/:slugOrId/movies', async (ctx) => {
    sendCached(ctx, await theaters.day(ctx.params.slugOrId ?? '', optionalDate(ctx.query.date)))
  })

  router.get('/api/theaters/:slugOrId', async (ctx) => {
    ctx.body = await theaters.theater(ctx.params.slugOrId ?? '')
  })

  router.get('/api/cinemas/locations', async (ctx) => {
    ctx.body = await theaters.locations()
  })

  router.get('/api/cinemas', validate({ query: CinemasQuery }), async (ctx) => {
    const { city, province } = ctx.state.query
    if (city && province) throw BadRequest('Give either city or province, not both', 'INVALID_LOCATION_FILTER')
    ctx.body = await theaters.cinemas({ city, province })
  })

  return router
}
