/**
 * Movies, cinemas and showtimes: the request and response shapes of spec doc 2 §3 and §7, shared by the
 * Koa API (validation at the edge, presenters) and the PWA (fetchers, route search params).
 * Field names follow the spec (snake_case as the original API sends them, plus the `id`/`movieId` aliases).
 */
import { z } from 'zod'
import { text } from './text.ts'

// ---- Constants (spec doc 2 §9 and the issue) ------------------------------------------------------

/** POST /api/movies/ratings/batch accepts at most this many ids. */
export const RATINGS_BATCH_MAX = 50
/** GET /api/movies/nearby-malls: largest `limit`; without `limit` every cinema is returned. */
export const NEARBY_LIMIT_MAX = 50

export const MOVIE_STATUSES = ['nowShowing', 'comingSoon', 'streamingSoon'] as const
export type MovieStatus = (typeof MOVIE_STATUSES)[number]

// ---- Messages (spec doc 2 §8 wording) -----------------------------------------------------------

export const MOVIE_MESSAGES = {
  movieNotFound: 'Movie not found',
  theaterNotFound: 'Theater not found',
  locationNotFound: 'Location not found',
  invalidDate: 'Invalid Date',
  scheduleFound: 'Schedule retrieved successfully',
  noShowtimes: 'No showtimes available for the selected date. Please choose a different date.',
  scheduleFailed: 'Failed to fetch schedule data',
  nearbyFailed: 'Failed to fetch nearby malls',
} as const

// ---- Dates ------------------------------------------------------------------------------------

/**
 * Spec doc 2 §5: a date string is year-month-day with three parts and a real calendar date
 * (2026-02-30 is not). Accepts exactly "YYYY-MM-DD".
 */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

/** A Manila calendar date "YYYY-MM-DD"; anything else is 'Invalid Date'. */
export const IsoDate = text({ error: MOVIE_MESSAGES.invalidDate }).refine(isValidIsoDate, MOVIE_MESSAGES.invalidDate)
export type IsoDate = z.infer<typeof IsoDate>

// ---- Movie ------------------------------------------------------------------------------------

/** A movie as it appears in lists (now showing, upcoming, this week …). */
export const MovieSummary = z.object({
  /** Numeric id; `id` and `movieId` carry the same value (the PWA reads movieId, id or movie_id). */
  movie_id: z.number().int(),
  id: z.number().int(),
  movieId: z.number().int(),
  /** Short stable public id used in /movies/title/{hash}/{slug}. */
  hash: z.string(),
  /** movieSlug(title) of api/contracts/slugs.ts. */
  slug: z.string(),
  title: z.string(),
  /** Poster about 215 px wide: /media/posters/{hash}.svg?w=215 */
  poster: z.string().nullable(),
  /** Poster for high-density screens (?w=600 or twice the size). */
  poster_2x: z.string().nullable(),
  /** Same as poster (the name some clients read). */
  poster_url: z.string().nullable(),
  /** G | PG | R-13 | R-16 | R-18, or another value (neutral badge), or null. */
  mtrcb_rating: z.string().nullable(),
  /** Human runtime like "1 hour 52 minutes" (the PWA normalises it to "1h 52m"); null when unknown. */
  running_time: z.string().nullable(),
  /** The runtime in minutes; null when unknown. */
  running_minutes: z.number().int().nullable(),
  /** Manila date "YYYY-MM-DD" of the Philippine release, or null. */
  release_date: z.string().nullable(),
  genre: z.array(z.string()),
  synopsis: z.string(),
  language: z.string().nullable(),
  status: z.enum(MOVIE_STATUSES),
  /** Streaming platform (e.g. "Netflix") for streaming releases, else null. */
  streaming_platform: z.string().nullable(),
  is_featured: z.boolean(),
  /** Canonical page: /movies/title/{hash}/{slug}. */
  url: z.string(),
})
export type MovieSummary = z.infer<typeof MovieSummary>

export const CastMember = z.object({ name: z.string(), character: z.string().nullable() })
export type CastMember = z.infer<typeof CastMember>

export const CrewMember = z.object({
  name: z.string(),
  /** "director" | "writer" | "producer" */
  role: z.string(),
})
export type CrewMember = z.infer<typeof CrewMember>

/** GET /api/movies/hash/:hash and GET /api/movies/:id → `{ status, data: MovieDetail }`. */
export const MovieDetail = MovieSummary.extend({
  trailer_url: z.string().nullable(),
  cast: z.array(CastMember),
  crew: z.array(CrewMember),
  directors: z.array(z.string()),
  /** Manila dates (ascending, from today) on which the movie has showtimes anywhere. */
  showing_dates: z.array(z.string()),
})
export type MovieDetail = z.infer<typeof MovieDetail>

export const MovieListResponse = z.object({ status: z.literal('success'), data: z.array(MovieSummary) })
export type MovieListResponse = z.infer<typeof MovieListResponse>

export const MovieDetailResponse = z.object({ status: z.literal('success'), data: MovieDetail })
export type MovieDetailResponse = z.infer<typeof MovieDetailResponse>

/** GET /api/movies/:id/cast-crew */
export const CastCrewResponse = z.object({
  status: z.literal('success'),
  data: z.object({ movie: MovieSummary, cast: z.array(CastMember), crew: z.array(CrewMember) }),
})
export type CastCrewResponse = z.infer<typeof CastCrewResponse>

export const FeaturedAndRegular = z.object({ featured: z.array(MovieSummary), regular: z.array(MovieSummary) })
export type FeaturedAndRegular = z.infer<typeof FeaturedAndRegular>

/** GET /api/movies/this-week: releases (cinema) and streaming premieres within the current Manila week (Mon-Sun). */
export const ThisWeekResponse = z.object({
  status: z.literal('success'),
  /** Manila dates of the week, inclusive. */
  week: z.object({ start: z.string(), end: z.string() }),
  cinema: FeaturedAndRegular,
  streaming: FeaturedAndRegular,
})
export type ThisWeekResponse = z.infer<typeof ThisWeekResponse>

/** POST /api/movies/ratings/batch body. */
export const RatingsBatchRequest = z.object({
  movieIds: z
    .array(z.number({ error: 'movieIds must be numbers' }).int('movieIds must be whole numbers').positive('movieIds must be positive'), {
      error: 'movieIds must be a list of movie ids',
    })
    .max(RATINGS_BATCH_MAX, `At most ${RATINGS_BATCH_MAX} movieIds per request`),
})
export type RatingsBatchRequest = z.infer<typeof RatingsBatchRequest>

export const MovieRating = z.object({
  /** Mean of review ratings (1-5) with one decimal, or null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
})
export type MovieRating = z.infer<typeof MovieRating>

/** Ratings keyed by movie id (as a string); every requested id is present. */
export const RatingsBatchResponse = z.object({
  status: z.literal('success'),
  ratings: z.record(z.string(), MovieRating),
})
export type RatingsBatchResponse = z.infer<typeof RatingsBatchResponse>

/** GET /api/redirect-to-movie?id= (302 to the canonical movie page, or to /movies when unknown). */
export const RedirectToMovieQuery = z.object({ id: text().optional() })

// ---- Theater (cinema) -------------------------------------------------------------------------

export const Theater = z.object({
  theater_id: z.number().int(),
  theater_name: z.string(),
  mall_name: z.string(),
  address: z.string(),
  /** Same as theater_id. */
  id: z.number().int(),
  /** Same as theater_name. */
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  city_slug: z.string(),
  province: z.string(),
  province_slug: z.string(),
  /** "metro-manila" | "province" */
  region: z.string(),
  operator: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  screens: z.number().int(),
  /** Kilometres from the requested point with one decimal; null when no point was given. */
  distance: z.number().nullable(),
  /** '850 m' below 1 km, else '1.2 km'; null when no point was given. */
  distance_text: z.string().nullable(),
  /** Theater page: /movies/theaters/{slug}. */
  url: z.string(),
  logo: z.string().nullable(),
  branch_logo: z.string().nullable(),
  logo_image: z.string().nullable(),
  /** The mall's id. */
  establishment_id: z.number().int(),
})
export type Theater = z.infer<typeof Theater>

/** Query of GET /api/movies/nearby-malls. Messages name the field. */
const coordinate = (field: 'latitude' | 'longitude', limit: number) =>
  text({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .refine((value) => /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value), `${field} must be a number`)
    .transform(Number)
    .refine((value) => value >= -limit && value <= limit, `${field} must be between -${limit} and ${limit}`)

export const NearbyQuery = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  limit: text()
    .regex(/^\d+$/, 'limit must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= NEARBY_LIMIT_MAX, `limit must be between 1 and ${NEARBY_LIMIT_MAX}`)
    .optional(),
})
export type NearbyQuery = z.infer<typeof NearbyQuery>

export const NearbyResponse = z.object({ status: z.literal('success'), data: z.array(Theater) })
export type NearbyResponse = z.infer<typeof NearbyResponse>

/** GET /api/theaters/:slugOrId */
export const TheaterResponse = z.object({ status: z.literal('success'), data: Theater })
export type TheaterResponse = z.infer<typeof TheaterResponse>

/** GET /api/cinemas/locations */
export const CinemaLocationsResponse = z.object({
  status: z.literal('success'),
  metroManila: z.array(z.object({ city: z.string(), citySlug: z.string(), count: z.number().int() })),
  provinces: z.array(z.object({ province: z.string(), provinceSlug: z.string(), count: z.number().int() })),
})
export type CinemaLocationsResponse = z.infer<typeof CinemaLocationsResponse>

/** GET /api/cinemas?city=slug | province=slug (exactly one). */
export const CinemasQuery = z.object({ city: text().trim().min(1).optional(), province: text().trim().min(1).optional() })
export type CinemasQuery = z.infer<typeof CinemasQuery>

export const CinemasResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    kind: z.enum(['city', 'province', 'all']),
    /** Display name of the city or province ("Quezon City", "Cebu"), or "All cinemas". */
    name: z.string(),
    slug: z.string(),
    cinemas: z.array(Theater),
  }),
})
export type CinemasResponse = z.infer<typeof CinemasResponse>

// ---- Schedule (showtimes) ---------------------------------------------------------------------

export const ScheduleEntry = z.object({
  id: z.number().int(),
  theater_id: z.number().int(),
  theater_name: z.string(),
  movie_id: z.number().int(),
  /** Manila date "YYYY-MM-DD" the show is listed under. */
  show_date: z.string(),
  /** 12-hour Manila time, e.g. '7:30 PM'. */
  show_time: z.string(),
  /** ISO instant of the start (UTC, with Z). The client decides past/future with its own clock. */
  show_datetime: z.string(),
  /** Pesos with two decimals (centavos / 100), e.g. 350 or 425.5. */
  price: z.number(),
  /** The same price formatted with two decimals, e.g. "350.00". */
  price_text: z.string(),
  in3d: z.boolean(),
  buy_ticket: z.boolean(),
  /** '3D' when in3d, else the format ('Regular', 'IMAX', '4DX', "Director's Club"). */
  screening_type_display: z.string(),
  available: z.boolean(),
  format: z.string(),
  seats_available: z.number().int().nullable(),
})
export type ScheduleEntry = z.infer<typeof ScheduleEntry>

/** Query of GET /api/theaters/:theaterId/movies/:movieId/schedule (schedule_date wins over date). */
export const ScheduleQuery = z.object({ schedule_date: IsoDate.optional(), date: IsoDate.optional() })
export type ScheduleQuery = z.infer<typeof ScheduleQuery>

export const ScheduleResponse = z.object({
  status: z.literal('success'),
  /** MOVIE_MESSAGES.scheduleFound, or MOVIE_MESSAGES.noShowtimes when the date has none. */
  message: z.string(),
  data: z.object({
    cinema: Theater,
    movie: MovieSummary,
    schedule: z.array(ScheduleEntry),
    /** Manila dates from today on with showtimes of this movie here, ascending. */
    available_schedule: z.array(z.string()),
    /** The date shown: the requested one, else the first available date ≥ today, else today. */
    schedule_date: z.string(),
    /** ISO instant when this answer was computed (for "Updated 5 min ago"). */
    generated_at: z.string(),
  }),
})
export type ScheduleResponse = z.infer<typeof ScheduleResponse>

/** Query of GET /api/theaters/:slugOrId/movies */
export const TheaterDayQuery = z.object({ date: IsoDate.optional() })
export type TheaterDayQuery = z.infer<typeof TheaterDayQuery>

/** GET /api/theaters/:slugOrId/movies?date= : the theater's movies and their showtimes on one Manila date. */
export const TheaterDayResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    cinema: Theater,
    /** The date shown: the requested one, else the first date ≥ today with showtimes, else today. */
    date: z.string(),
    /** Manila dates from today on with showtimes at this theater, ascending. */
    available_dates: z.array(z.string()),
    movies: z.array(z.object({ movie: MovieSummary, schedule: z.array(ScheduleEntry) })),
    generated_at: z.string(),
  }),
})
export type TheaterDayResponse = z.infer<typeof TheaterDayResponse>

/**
 * GET /api/movies/:id/showtimes?date= : every cinema showing a movie on one Manila date with its showtimes
 * (the movie's "where to watch" page). Cinemas are ordered by name; pages order them by distance themselves.
 */
export const MovieShowtimesResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    movie_id: z.number().int(),
    /** The date shown: the requested one, else the first date ≥ today with showtimes, else today. */
    date: z.string(),
    /** Manila dates from today on with showtimes of this movie anywhere, ascending. */
    available_dates: z.array(z.string()),
    cinemas: z.array(z.object({ cinema: Theater, schedule: z.array(ScheduleEntry) })),
    generated_at: z.string(),
  }),
})
export type MovieShowtimesResponse = z.infer<typeof MovieShowtimesResponse>

// ---- URLs -------------------------------------------------------------------------------------

/** Theater page path: /movies/theaters/{slug}. */
export const theaterPath = (slug: string) => `/movies/theaters/${encodeURIComponent(slug)}`
