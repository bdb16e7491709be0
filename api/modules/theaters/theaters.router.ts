import Router from '@koa/router'
import type { HotRead } from '../../cache/hot-reads.ts'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { CinemasQuery } from '../../contracts/movies.ts'
import { BadRequest } from '../../errors.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { hotDate, optionalDate } from '../movies/parse-date.ts'
import { parseId } from '../movies/parse-id.ts'
import { theatersService } from './theaters.service.ts'

/** Cached theater reads answered before routing (api/cache/hot-reads.ts); misses go to the routes below. */
export function theaterHotReads(deps: Pick<AppDeps, 'db' | 'clock'>): HotRead[] {
  const { cached } = theatersService(deps)
  return [
    {
      path: /^\/api\/theaters\/([1-9]\d{0,8})\/movies\/([1-9]\d{0,8})\/schedule$/,
      lookup: (match, query) => {
        const date = hotDate(query.schedule_date, query.date)
        return date === null ? undefined : cached.schedule(Number(match[1]), Number(match[2]), date)
      },
    },
    {
      path: /^\/api\/theaters\/([a-z0-9-]{1,120})\/movies$/,
      lookup: (match, query) => {
        const date = hotDate(query.date)
        return date === null ? undefined : cached.day(match[1] ?? '', date)
      },
    },
  ]
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
