import Router from '@koa/router'
import type { HotRead } from '../../cache/hot-reads.ts'
import type { CachedBody } from '../../cache/response-cache.ts'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { NearbyQuery, RatingsBatchRequest, RedirectToMovieQuery } from '../../contracts/movies.ts'
import { validate } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { moviesService } from './movies.service.ts'
import { hotDate, optionalDate } from './parse-date.ts'
import { parseId } from './parse-id.ts'

/**
 * The cinema side of a movie's pages: nearby cinemas and a movie's showtimes, answered by the theaters service.
 * It is passed in (api/app.ts) because the theaters module reads movies, not the other way round.
 */
export interface CinemaShowtimes {
  cached: {
    nearby(point: { latitude: number; longitude: number }, limit?: number): CachedBody | undefined
    movieShowtimes(movieId: number, requestedDate?: string): CachedBody | undefined
  }
  nearby(point: { latitude: number; longitude: number }, limit?: number): Promise<CachedBody>
  movieShowtimes(movieId: number, requestedDate?: string): Promise<CachedBody>
}

/** Cached movie reads answered before routing (api/cache/hot-reads.ts); misses go to the routes below. */
export function movieHotReads(deps: Pick<AppDeps, 'db' | 'clock'>, theaters: CinemaShowtimes): HotRead[] {
  const movies = moviesService(deps)
  return [
    { path: /^\/api\/movies\/(now-showing|upcoming|streaming-soon|this-week)$/, lookup: (match) => movies.cachedList(match[1] ?? '') },
    {
      path: /^\/api\/movies\/([1-9]\d{0,8})\/showtimes$/,
      lookup: (match, query) => {
        const date = hotDate(query.date)
        return date === null ? undefined : theaters.cached.movieShowtimes(Number(match[1]), date)
      },
    },
    {
      path: /^\/api\/movies\/nearby-malls$/,
      lookup: (_match, query) => {
        const parsed = NearbyQuery.safeParse(query)
        if (!parsed.success) return undefined
        const { latitude, longitude, limit } = parsed.data
        return theaters.cached.nearby({ latitude, longitude }, limit)
      },
    },
  ]
}

/**
 * Movies (spec doc 2 §7). Hot lists are served from the response cache with an ETag (api/cache);
 * fixed paths are declared before /api/movies/:id so they are not read as ids.
 */
export function moviesRouter(deps: Pick<AppDeps, 'db' | 'clock'>, theaters: CinemaShowtimes): Router<AppState> {
  const movies = moviesService(deps)
  const router = new Router<AppState>()

  router.get('/api/movies/now-showing', async (ctx) => sendCached(ctx, await movies.nowShowing()))
  router.get('/api/movies/upcoming', async (ctx) => sendCached(ctx, await movies.upcoming()))
  router.get('/api/movies/streaming-soon', async (ctx) => sendCached(ctx, await movies.streamingSoon()))
  router.get('/api/movies/this-week', async (ctx) => sendCached(ctx, await movies.thisWeek()))

  router.get('/api/movies/nearby-malls', validate({ query: NearbyQuery }), async (ctx) => {
    const { latitude, longitude, limit } = ctx.state.query
    sendCached(ctx, await theaters.nearby({ latitude, longitude }, limit))
  })

  router.post('/api/movies/ratings/batch', validate({ body: RatingsBatchRequest }), async (ctx) => {
    ctx.body = await movies.ratings(ctx.state.body.movieIds)
  })

  // Before /api/movies/:id/… so that a film called "Showtimes" is found by its slug.
  router.get('/api/movies/slug/:slug', async (ctx) => {
    ctx.body = await movies.bySlug(ctx.params.slug ?? '')
  })

  router.get('/api/movies/hash/:hash', async (ctx) => {
    ctx.body = await movies.byHash(ctx.params.hash ?? '')
  })

  router.get('/api/movies/:id', async (ctx) => {
    ctx.body = await movies.byId(parseId(ctx.params.id, 'Movie id'))
  })

  router.get('/api/movies/:id/showtimes', async (ctx) => {
    sendCached(ctx, await theaters.movieShowtimes(parseId(ctx.params.id, 'Movie id'), optionalDate(ctx.query.date)))
  })

  router.get('/api/movies/:id/cast-crew', async (ctx) => {
    ctx.body = await movies.castCrew(parseId(ctx.params.id, 'Movie id'))
  })

  /** A browser link: 302 to the canonical movie page, or to /movies when the id is unknown. */
  router.get('/api/redirect-to-movie', validate({ query: RedirectToMovieQuery }), async (ctx) => {
    const raw = ctx.state.query.id ?? ''
    const path = /^\d{1,9}$/.test(raw) ? await movies.pathOf(Number(raw)) : null
    ctx.redirect(path ?? '/movies')
  })

  return router
}

