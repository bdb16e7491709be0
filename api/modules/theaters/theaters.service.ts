import type { CachedBody } from '../../cache/response-cache.ts'
import { showtimesCache, showtimesKey } from '../../cache/showtimes-cache.ts'
import { haversineKm } from '../../contracts/geo.ts'
import {
  MOVIE_MESSAGES,
  type CinemaLocationsResponse,
  type MovieShowtimesResponse,
  type CinemasResponse,
  type NearbyResponse,
  type ScheduleResponse,
  type TheaterDayResponse,
  type TheaterResponse,
} from '../../contracts/movies.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { presentMovie } from '../movies/movie.presenter.ts'
import { movieReads } from '../movies/movies.service.ts'
import { presentSchedule, presentTheater } from './theater.presenter.ts'
import { theatersRepository, type TheaterRow } from './theaters.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

const TheaterNotFound = () => NotFound(MOVIE_MESSAGES.theaterNotFound, 'THEATER_NOT_FOUND')
const MovieNotFound = () => NotFound(MOVIE_MESSAGES.movieNotFound, 'MOVIE_NOT_FOUND')
const LocationNotFound = () => NotFound(MOVIE_MESSAGES.locationNotFound, 'LOCATION_NOT_FOUND')

/** The date to show: the requested one, else the first available date ≥ today, else today. */
const pickDate = (requested: string | undefined, available: string[], today: string) => requested ?? available[0] ?? today

export function theatersService(deps: Deps) {
  const repo = theatersRepository(deps.db)
  const movies = movieReads(deps.db)
  const cache = showtimesCache(deps.db, deps.clock)

  async function theaterBySlugOrId(slugOrId: string): Promise<TheaterRow> {
    const row = /^\d{1,9}$/.test(slugOrId) ? await repo.findById(Number(slugOrId)) : await repo.findBySlug(slugOrId)
    if (!row) throw TheaterNotFound()
    return row
  }

  // Cache keys, shared by the handlers and by the fast path's lookups (api/cache/hot-reads.ts).
  const nearbyKey = (point: { latitude: number; longitude: number }, limit?: number) =>
    showtimesKey(manilaToday(deps.clock), 'nearby', point.latitude.toFixed(5), point.longitude.toFixed(5), limit)
  const scheduleKey = (theaterId: number, movieId: number, requestedDate?: string) =>
    showtimesKey(manilaToday(deps.clock), 'schedule', theaterId, movieId, requestedDate)
  const dayKey = (slugOrId: string, requestedDate?: string) => showtimesKey(manilaToday(deps.clock), 'theater-day', slugOrId, requestedDate)
  const movieShowtimesKey = (movieId: number, requestedDate?: string) =>
    showtimesKey(manilaToday(deps.clock), 'movie-showtimes', movieId, requestedDate)

  return {
    /** Cached answers only (never computed): the fast path's lookups. */
    cached: {
      nearby: (point: { latitude: number; longitude: number }, limit?: number) => cache.get(nearbyKey(point, limit)),
      schedule: (theaterId: number, movieId: number, requestedDate?: string) => cache.get(scheduleKey(theaterId, movieId, requestedDate)),
      day: (slugOrId: string, requestedDate?: string) => cache.get(dayKey(slugOrId, requestedDate)),
      movieShowtimes: (movieId: number, requestedDate?: string) => cache.get(movieShowtimesKey(movieId, requestedDate)),
    },

    /** Every cinema showing a movie on one Manila date, with its showtimes (by cinema name). Unknown movie → 404. */
    movieShowtimes(movieId: number, requestedDate?: string): Promise<CachedBody> {
      const today = manilaToday(deps.clock)
      return cache.getOrCompute(movieShowtimesKey(movieId, requestedDate), async (): Promise<MovieShowtimesResponse> => {
        const movie = await movies.findById(movieId)
        if (!movie) throw MovieNotFound()
        const available = await movies.showingDates(movieId, today)
        const date = pickDate(requestedDate, available, today)
        const rows = await repo.movieDay(movieId, date)
        const theaters = rows.length > 0 ? await repo.findManyByIds([...new Set(rows.map((row) => row.theaterId))]) : []
        return {
          status: 'success',
          data: {
            movie_id: movieId,
            date,
            available_dates: available,
            cinemas: theaters
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((theater) => ({
                cinema: presentTheater(theater),
                schedule: rows.filter((row) => row.theaterId === theater.id).map((row) => presentSchedule(row, theater.name)),
              })),
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    /** Every cinema ordered by great-circle distance from a point (ties by name), at most `limit`. */
    nearby(point: { latitude: number; longitude: number }, limit?: number): Promise<CachedBody> {
      return cache.getOrCompute(nearbyKey(point, limit), async (): Promise<NearbyResponse> => {
        const rows = await repo.all()
        const ranked = rows
          .map((row) => ({ row, km: haversineKm(point, row.mall) }))
          .sort((a, b) => a.km - b.km || a.row.name.localeCompare(b.row.name))
        const chosen = limit === undefined ? ranked : ranked.slice(0, limit)
        return {
          status: 'success',
          data: chosen.map(({ row, km }) => presentTheater(row, km)),
        }
      })
    },

    /**
     * Showtimes of a movie at a theater on a Manila date (spec doc 2 §7). Cached per theater, movie,
     * requested date and Manila today; unknown theater or movie → 404 (not cached).
     */
    schedule(theaterId: number, movieId: number, requestedDate?: string): Promise<CachedBody> {
      const today = manilaToday(deps.clock)
      return cache.getOrCompute(scheduleKey(theaterId, movieId, requestedDate), async (): Promise<ScheduleResponse> => {
        const [theater, movie] = await Promise.all([repo.findById(theaterId), movies.findById(movieId)])
        if (!theater) throw TheaterNotFound()
        if (!movie) throw MovieNotFound()
        const available = await repo.availableDates(theaterId, today, movieId)
        const date = pickDate(requestedDate, available, today)
        const rows = await repo.schedule(theaterId, movieId, date)
        return {
          status: 'success',
          message: rows.length > 0 ? MOVIE_MESSAGES.scheduleFound : MOVIE_MESSAGES.noShowtimes,
          data: {
            cinema: presentTheater(theater),
            movie: presentMovie(movie, today),
            schedule: rows.map((row) => presentSchedule(row, theater.name)),
            available_schedule: available,
            schedule_date: date,
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    async theater(slugOrId: string): Promise<TheaterResponse> {
      return {
        status: 'success',
        data: presentTheater(await theaterBySlugOrId(slugOrId)),
      }
    },

    /** A theater's movies and their showtimes on one Manila date (theater pages). */
    async day(slugOrId: string, requestedDate?: string): Promise<CachedBody> {
      const today = manilaToday(deps.clock)
      return cache.getOrCompute(dayKey(slugOrId, requestedDate), async (): Promise<TheaterDayResponse> => {
        const theater = await theaterBySlugOrId(slugOrId)
        const available = await repo.availableDates(theater.id, today)
        const date = pickDate(requestedDate, available, today)
        const rows = await repo.day(theater.id, date)
        const movieIds = [...new Set(rows.map((row) => row.movieId))]
        const movieRows = movieIds.length > 0 ? await movies.findManyByIds(movieIds) : []
        const byMovie = movieRows
          .sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || a.title.localeCompare(b.title))
          .map((movie) => ({
            movie: presentMovie(movie, today),
            schedule: rows.filter((row) => row.movieId === movie.id).map((row) => presentSchedule(row, theater.name)),
          }))
        return {
          status: 'success',
          data: {
            cinema: presentTheater(theater),
            date,
            available_dates: available,
            movies: byMovie,
            generated_at: deps.clock.now().toISOString(),
          },
        }
      })
    },

    /** Metro Manila cities and provinces that have cinemas, with counts. */
    async locations(): Promise<CinemaLocationsResponse> {
      const rows = await repo.all()
      const cities = new Map<string, { city: string; citySlug: string; count: number }>()
      const provinces = new Map<string, { province: string; provinceSlug: string; count: number }>()
      for (const { mall } of rows) {
        if (mall.region === 'metro-manila') {
          const city = cities.get(mall.citySlug) ?? {
            city: mall.city,
            citySlug: mall.citySlug,
            count: 0,
          }
          city.count++
          cities.set(mall.citySlug, city)
        } else {
          const province = provinces.get(mall.provinceSlug) ?? {
            province: mall.province,
            provinceSlug: mall.provinceSlug,
            count: 0,
          }
          province.count++
          provinces.set(mall.provinceSlug, province)
        }
      }
      return {
        status: 'success',
        metroManila: [...cities.values()].sort((a, b) => a.city.localeCompare(b.city)),
        provinces: [...provinces.values()].sort((a, b) => a.province.localeCompare(b.province)),
      }
    },

    /** Cinemas of a city or a province (by slug), or all of them. Unknown slug → 404. */
    async cinemas(filter: { city?: string; province?: string }): Promise<CinemasResponse> {
      if (filter.city) {
        const rows = await repo.inCity(filter.city)
        if (rows.length === 0) throw LocationNotFound()
        return {
          status: 'success',
          data: {
            kind: 'city',
            name: rows[0]!.mall.city,
            slug: filter.city,
            cinemas: rows.map((row) => presentTheater(row)),
          },
        }
      }
      if (filter.province) {
        const rows = await repo.inProvince(filter.province)
        if (rows.length === 0) throw LocationNotFound()
        return {
          status: 'success',
          data: {
            kind: 'province',
            name: rows[0]!.mall.province,
            slug: filter.province,
            cinemas: rows.map((row) => presentTheater(row)),
          },
        }
      }
      const rows = await repo.all()
      return {
        status: 'success',
        data: {
          kind: 'all',
          name: 'All cinemas',
          slug: 'all',
          cinemas: rows.map((row) => presentTheater(row)),
        },
      }
    },
  }
}
