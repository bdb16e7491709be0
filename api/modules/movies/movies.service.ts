import type { CachedBody } from '../../cache/response-cache.ts'
import { showtimesCache, showtimesKey } from '../../cache/showtimes-cache.ts'
import {
  MOVIE_MESSAGES,
  type CastCrewResponse,
  type MovieDetailResponse,
  type MovieListResponse,
  type MovieSummary,
  type RatingsBatchResponse,
  type ThisWeekResponse,
} from '../../contracts/movies.ts'
import type { Db } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday, manilaWeek } from './manila-dates.ts'
import { moviePath, presentCredits, presentMovie, presentMovieDetail } from './movie.presenter.ts'
import { moviesRepository, type MovieRow } from './movies.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

const MovieNotFound = () => NotFound(MOVIE_MESSAGES.movieNotFound, 'MOVIE_NOT_FOUND')

function splitFeatured(rows: MovieRow[], today: string): { featured: MovieSummary[]; regular: MovieSummary[] } {
  return {
    featured: rows.filter((row) => row.isFeatured).map((row) => presentMovie(row, today)),
    regular: rows.filter((row) => !row.isFeatured).map((row) => presentMovie(row, today)),
  }
}

export function moviesService(deps: Deps) {
  const repo = moviesRepository(deps.db)
  const cache = showtimesCache(deps.db, deps.clock)

  const listKey = (name: string) => showtimesKey(manilaToday(deps.clock), name)
  const list = (name: string, status: string, order: 'newest' | 'soonest'): Promise<CachedBody> =>
    cache.getOrCompute(listKey(name), async (): Promise<MovieListResponse> => {
      const today = manilaToday(deps.clock)
      const rows = await repo.listByStatus(status, order, today)
      return { status: 'success', data: rows.map((row) => presentMovie(row, today)) }
    })

  async function detail(where: { id: number } | { hash: string }): Promise<MovieDetailResponse> {
    const row = await repo.findDetail(where)
    if (!row) throw MovieNotFound()
    const today = manilaToday(deps.clock)
    const dates = await repo.showingDates(row.id, today)
    return { status: 'success', data: presentMovieDetail(row, dates, today) }
  }

  return {
    /** A cached list by name ('now-showing', 'upcoming', 'streaming-soon', 'this-week'), never computed: the fast path's lookup. */
    cachedList: (name: string) => cache.get(listKey(name)),

    nowShowing: () => list('now-showing', 'nowShowing', 'newest'),
    upcoming: () => list('upcoming', 'comingSoon', 'soonest'),
    streamingSoon: () => list('streaming-soon', 'streamingSoon', 'soonest'),

    /** Cinema releases and streaming premieres of the current Manila week (Monday to Sunday). */
    thisWeek(): Promise<CachedBody> {
      const now = deps.clock.now()
      return cache.getOrCompute(listKey('this-week'), async (): Promise<ThisWeekResponse> => {
        const week = manilaWeek(now)
        const rows = await repo.releasedBetween(week.start, week.end)
        return {
          status: 'success',
          week,
          cinema: splitFeatured(
            rows.filter((row) => row.streamingPlatform == null && row.status !== 'streamingSoon'),
            manilaToday(deps.clock),
          ),
          streaming: splitFeatured(
            rows.filter((row) => row.streamingPlatform != null || row.status === 'streamingSoon'),
            manilaToday(deps.clock),
          ),
        }
      })
    },

    byId: (id: number) => detail({ id }),
    byHash: (hash: string) => detail({ hash }),

    /** /movies/{slug} links (doc 3 §2, activity links): the newest movie with that slug. */
    async bySlug(slug: string) {
      const id = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200 ? await repo.findIdBySlug(slug) : null
      if (id === null) throw MovieNotFound()
      return detail({ id })
    },

    async castCrew(id: number): Promise<CastCrewResponse> {
      const row = await repo.findDetail({ id })
      if (!row) throw MovieNotFound()
      return { status: 'success', data: { movie: presentMovie(row, manilaToday(deps.clock)), ...presentCredits(row.credits) } }
    },

    /** Average and count of review ratings per movie; every requested id is answered (count 0 when none). */
    async ratings(movieIds: number[]): Promise<RatingsBatchResponse> {
      const ids = [...new Set(movieIds)]
      const groups = ids.length > 0 ? await repo.ratings(ids) : []
      const ratings: RatingsBatchResponse['ratings'] = {}
      for (const id of ids) ratings[String(id)] = { average: null, count: 0 }
      for (const group of groups) {
        const average = group._avg.rating
        ratings[group.externalContentId] = {
          average: average == null ? null : Math.round(average * 10) / 10,
          count: group._count.rating,
        }
      }
      return { status: 'success', ratings }
    },

    /** The canonical page of a movie id, or null when there is no such movie. */
    async pathOf(id: number): Promise<string | null> {
      const row = await repo.findById(id)
      return row ? moviePath(row) : null
    },
  }
}

/** The movie rows other modules read (the cinemas' pages): by id, by ids, and the dates a movie shows from a day on. */
export function movieReads(db: Db) {
  const repo = moviesRepository(db)
  return {
    findById: (id: number) => repo.findById(id),
    findManyByIds: (ids: number[]) => repo.findManyByIds(ids),
    showingDates: (movieId: number, from: string) => repo.showingDates(movieId, from),
  }
}
