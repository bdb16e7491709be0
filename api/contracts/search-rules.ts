/**
 * Search limits, tabs and labels (spec doc 2 §2).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * search.ts re-exports everything here.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200

/** The tabs of the search page (doc 2 §2 and the issue: movies, cinemas, places, events, articles). */
export const SEARCH_CATEGORIES = ['all', 'movies', 'cinemas', 'places', 'events', 'articles'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]
export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, string> = {
  all: 'All',
  movies: 'Movies',
  cinemas: 'Cinemas',
  places: 'Places',
  events: 'Events',
  articles: 'Articles',
}
export const SEARCH_PER_PAGE_DEFAULT = 20
export const SEARCH_PER_PAGE_MAX = 50
export const SEARCH_DESCRIPTION_LENGTH = 180
