/**
 * Search limits, tabs and labels (spec doc 2 §2).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * search.ts re-exports everything here.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200

/**
 * A recorded search (POST /api/track-search), which may become a trending term shown to everyone
 * (docs/decisions/017-trending-searches.md): 2-80 characters of letters (any script), digits, spaces and
 * common punctuation. The spec sets no limit of its own here; a longer search still works, it is only not recorded.
 */
export const TRACK_SEARCH_MIN_LENGTH = 2
export const TRACK_SEARCH_MAX_LENGTH = 80
/** Letters and marks of any script, digits, spaces, and - ' ’ . , & : ! ? ( ) / + # " */
export const TRACK_SEARCH_PATTERN = /^[\p{L}\p{M}\p{N} \-'’.,&:!?()/+#"]+$/u
export const TRACK_SEARCH_CHARACTERS_MESSAGE = 'Search query may only hold letters, digits, spaces and common punctuation'

/**
 * The tabs of the search page (doc 2 §2 and the issues: movies, cinemas, places, restaurants, events, articles): one per kind
 * of result, places to eat and drink (FOOD_PLACE_TYPES) under Restaurants, every other place under Places.
 */
export const SEARCH_CATEGORIES = ['all', 'movies', 'cinemas', 'places', 'restaurants', 'events', 'articles'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]
export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, string> = {
  all: 'All',
  movies: 'Movies',
  cinemas: 'Cinemas',
  places: 'Places',
  restaurants: 'Restaurants',
  events: 'Events',
  articles: 'Articles',
}
export const SEARCH_PER_PAGE_DEFAULT = 20
export const SEARCH_PER_PAGE_MAX = 50
export const SEARCH_DESCRIPTION_LENGTH = 180
