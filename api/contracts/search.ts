import { z } from 'zod'
import { text } from './text.ts'
import {
  SEARCH_CATEGORIES,
  SEARCH_PER_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  TRACK_SEARCH_CHARACTERS_MESSAGE,
  TRACK_SEARCH_MAX_LENGTH,
  TRACK_SEARCH_MIN_LENGTH,
  TRACK_SEARCH_PATTERN,
} from './search-rules.ts'

// Constants and helpers without zod live in search-rules.ts, so pages can import them without zod.
export * from './search-rules.ts'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'
import { RatingBasis } from './ratings.ts'

/** A search term as recorded for trending: trimmed, inner spaces collapsed, within the length and character limits. */
export const SearchTerm = text({ error: 'Search query must be text' }, TRACK_SEARCH_CHARACTERS_MESSAGE)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'Search query cannot be empty', abort: true })
      .min(TRACK_SEARCH_MIN_LENGTH, `Search query must be at least ${TRACK_SEARCH_MIN_LENGTH} characters`)
      .max(TRACK_SEARCH_MAX_LENGTH, { error: `Search query must be at most ${TRACK_SEARCH_MAX_LENGTH} characters`, abort: true })
      .regex(TRACK_SEARCH_PATTERN, TRACK_SEARCH_CHARACTERS_MESSAGE),
  )

/** POST /api/track-search: the home and movies search boxes record a search (doc 2; failures are ignored by the app). */
export const TrackSearch = z.object({ query: SearchTerm })
export type TrackSearch = z.infer<typeof TrackSearch>

// ---- GET /api/search ----------------------------------------------------------------------------

/** GET /api/search?q=&category=&page=&per_page= */
export const SearchRequest = z.object({
  q: text({ error: 'Search query cannot be empty' })
    .trim()
    .min(1, 'Search query cannot be empty')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  category: z.enum(SEARCH_CATEGORIES, { error: `category must be one of ${SEARCH_CATEGORIES.join(', ')}` }).optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, SEARCH_PER_PAGE_MAX),
})
export type SearchRequest = z.infer<typeof SearchRequest>

/** What a result is; festivals are listed under the events tab, restaurants (places to eat and drink) under their own. */
export const SEARCH_RESULT_TYPES = ['movie', 'cinema', 'place', 'restaurant', 'event', 'festival', 'article'] as const

export const SearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  /** The tab the result belongs to. */
  category: z.enum(SEARCH_CATEGORIES),
  id: z.number().int(),
  /** Plain text (article titles are stripped of HTML). */
  title: z.string(),
  /** Plain text, at most 180 characters. */
  description: z.string(),
  /** Page path on Gala. */
  url: z.string(),
  image: z.string().nullable(),
  /** A short line under the title: "Museum · Manila", "PG · Drama, Romance", "SM Megamall · Mandaluyong". */
  subtitle: z.string().nullable(),
  /** ISO instant or "YYYY-MM-DD" that matters for the type (event start, article date, movie release). */
  date: z.string().nullable(),
  /** 1-5 rating when the type has one. */
  rating: z.number().nullable(),
  /** Whose `rating` is and how many ratings it averages (places); null with no rating. */
  ratingBasis: RatingBasis.nullable(),
})
export type SearchResult = z.infer<typeof SearchResult>

export const SearchCounts = z.object({
  all: z.number().int(),
  movies: z.number().int(),
  cinemas: z.number().int(),
  places: z.number().int(),
  restaurants: z.number().int(),
  events: z.number().int(),
  articles: z.number().int(),
})
export type SearchCounts = z.infer<typeof SearchCounts>

export const SearchResponse = z.object({
  status: z.literal('success'),
  query: z.string(),
  category: z.enum(SEARCH_CATEGORIES),
  /** Matches per tab for the whole query (not just this page). */
  counts: SearchCounts,
  data: z.array(SearchResult),
  pagination: Pagination,
})
export type SearchResponse = z.infer<typeof SearchResponse>

// ---- GET /api/search/trending ------------------------------------------------------------------

export const TRENDING_LIMIT_DEFAULT = 8
export const TRENDING_LIMIT_MAX = 20
export const TRENDING_DAYS_DEFAULT = 7
export const TRENDING_DAYS_MAX = 30

export const TrendingRequest = z.object({
  limit: wholeNumberParam('limit', 1, TRENDING_LIMIT_MAX),
  days: wholeNumberParam('days', 1, TRENDING_DAYS_MAX),
})
export type TrendingRequest = z.infer<typeof TrendingRequest>

/** A term people really searched (decision 017: several clients, found something, not blocked). */
export const TrendingTerm = z.object({
  term: z.string(),
  /** Times searched in all. */
  count: z.number().int(),
})
export type TrendingTerm = z.infer<typeof TrendingTerm>

/** DELETE /api/admin/search/trending/{term}: staff remove a term from trending for good. */
export const TrendingTermParams = z.object({ term: SearchTerm })
export type TrendingTermParams = z.infer<typeof TrendingTermParams>

/**
 * GET /api/search/trending: `data` holds only terms people searched; `suggestions` are fixed picks of ours that
 * fill the rest of the list (up to `limit` in all) when few terms trend. The page shows them under their own
 * heading ("Try searching"), never as trending.
 */
export const TrendingResponse = z.object({ status: z.literal('success'), data: z.array(TrendingTerm), suggestions: z.array(z.string()) })
export type TrendingResponse = z.infer<typeof TrendingResponse>
