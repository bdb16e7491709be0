/**
 * Place limits, messages, labels and text helpers (spec doc 2 §9, doc 3 §9).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * places.ts re-exports everything here.
 */
// ---- Constants (spec doc 2 §9, doc 3 §9) ------------------------------------------------------

/** Place description excerpt on cards (doc 2 §9). */
export const PLACE_EXCERPT_LENGTH = 180
export const PLACES_PER_PAGE_DEFAULT = 12
export const PLACES_PER_PAGE_MAX = 50
/** 'You might also like' carousel (doc 3 §2, §9: related items limit 6). */
export const RELATED_LIMIT_DEFAULT = 6
export const RELATED_LIMIT_MAX = 12
/** Home: 3 random places (doc 2 §9). */
export const RANDOM_PLACES_DEFAULT = 3
export const RANDOM_PLACES_MAX = 12
export const PLACE_REVIEWS_PER_PAGE = 10
/**
 * Reviews of a place are Post rows about its slug with contentTypeId 1 (place); restaurants, cafés and
 * shops listed as places are also reviewed as type 3 (restaurant), which doc 3 §9 reports for the
 * place page too, so both are read.
 */
export const PLACE_REVIEW_CONTENT_TYPES = [1, 3] as const

/** schema.org defaults of doc 2 §9: country PH, language en-PH, ratings 1 to 5. */
export const STRUCTURED_DATA_DEFAULTS = { addressCountry: 'PH', inLanguage: 'en-PH', bestRating: 5, worstRating: 1 } as const

export const PLACE_MESSAGES = {
  notFound: 'Place not found',
  hoursNotSpecified: 'Hours not specified',
  noReviews: 'No reviews yet. Be the first to review!',
  reviewsFailed: 'Failed to load reviews. Please try again.',
  noPlaces: 'No popular places available',
  noMorePlaces: 'No additional places to display',
} as const

// ---- Labels and text helpers (shared by the API and the PWA) ---------------------------------

const TYPE_LABELS: Record<string, string> = {
  TouristAttraction: 'Attractions',
  LandmarksOrHistoricalBuildings: 'Landmarks',
  Museum: 'Museums',
  Park: 'Parks',
  Aquarium: 'Aquariums',
  Church: 'Churches',
  Restaurant: 'Restaurants',
  CafeOrCoffeeShop: 'Cafés',
  Store: 'Shops',
  Hotel: 'Hotels',
  ShoppingCenter: 'Malls',
  Beach: 'Beaches',
}

/** The chip label of a schema.org place type: 'Museum' → 'Museums'; unknown types are split at capitals. */
export function placeTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2')
}

/**
 * At most `max` characters of `text`, cut at a word boundary with an ellipsis when it is longer
 * (doc 2 §9: 180-character excerpts). Whitespace runs count as one space.
 */
export function excerpt(text: string, max = PLACE_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** Place page path: /places/{slug} (doc 2 §2). */
export const placePath = (slug: string) => `/places/${encodeURIComponent(slug)}`
