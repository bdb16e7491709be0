/**
 * Places (tourist attractions, museums, parks, restaurants, cafés, shops …): the request and response
 * shapes of spec doc 2 §3 (Place) and doc 3 §3 (Place, Related item, Post), shared by the Koa API and
 * the PWA. Field names follow schema.org where the spec does (`@type`, `address`,
 * `openingHoursSpecification`, `priceRange`, `aggregateRating`).
 */
import { z } from 'zod'
import { text } from './text.ts'
import { PLACES_PER_PAGE_MAX, RELATED_LIMIT_MAX, RANDOM_PLACES_MAX } from './places-rules.ts'

// Constants and helpers without zod live in places-rules.ts, so pages can import them without zod.
export * from './places-rules.ts'
import { Pagination, PAGE_MAX, wholeNumberParam } from './paging.ts'
import { RatingBasis } from './ratings.ts'
import { SEARCH_QUERY_MAX_LENGTH } from './search.ts'

// ---- Requests ----------------------------------------------------------------------------------

/** A schema.org type name as sent by the type chips. */
const PlaceType = text({ error: 'type must be a place type such as Museum' })
  .trim()
  .regex(/^[A-Za-z]{1,60}$/, 'type must be a place type such as Museum')

const SearchText = text({ error: 'search must be text' })
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)

/** GET /api/places?search=&type=&page=&per_page= */
export const PlacesQuery = z.object({
  search: SearchText.optional(),
  type: PlaceType.optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, PLACES_PER_PAGE_MAX),
})
export type PlacesQuery = z.infer<typeof PlacesQuery>

/** GET /api/places/random?limit= */
export const RandomPlacesQuery = z.object({ limit: wholeNumberParam('limit', 1, RANDOM_PLACES_MAX) })

/** GET /api/places/:id/reviews?page= */
export const PlaceReviewsQuery = z.object({ page: wholeNumberParam('page', 1, PAGE_MAX) })

/** GET /api/related-content/:type/:id?category=&limit= */
export const RELATED_CONTENT_TYPES = ['place'] as const
export const RelatedContentParams = z.object({
  type: z.enum(RELATED_CONTENT_TYPES, { error: `Related content is available for: ${RELATED_CONTENT_TYPES.join(', ')}` }),
  id: text().trim().min(1, 'id is required').max(200, 'id is too long'),
})
export const RelatedContentQuery = z.object({
  category: text().trim().max(60, 'category must be at most 60 characters').optional(),
  limit: wholeNumberParam('limit', 1, RELATED_LIMIT_MAX),
})

// ---- Responses ---------------------------------------------------------------------------------

export const PlaceAddress = z.object({
  streetAddress: z.string().nullable(),
  addressLocality: z.string().nullable(),
  addressRegion: z.string().nullable(),
  postalCode: z.string().nullable(),
  addressCountry: z.string(),
})
export type PlaceAddress = z.infer<typeof PlaceAddress>

export const OpeningHoursSpecification = z.object({
  /** English day names, e.g. ["Tuesday", "Wednesday"]. */
  dayOfWeek: z.array(z.string()),
  /** Manila local time "HH:mm". */
  opens: z.string(),
  closes: z.string(),
})
export type OpeningHoursSpecification = z.infer<typeof OpeningHoursSpecification>

export const AggregateRating = z.object({
  ratingValue: z.number(),
  ratingCount: z.number().int(),
  bestRating: z.number(),
  worstRating: z.number(),
  /** Who gave these ratings, by name ("Google", "Demo listing data" …): never people on Gala. */
  source: z.string(),
})
export type AggregateRating = z.infer<typeof AggregateRating>

/** A place in lists and cards. */
export const PlaceSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** schema.org types, most specific first (doc 2 §3: "@type array"). */
  '@type': z.array(z.string()),
  /** The schema.org type the chips filter on. */
  type: z.string(),
  type_label: z.string(),
  /** Display category, e.g. "Heritage". */
  category: z.string().nullable(),
  description: z.string(),
  /** The description cut to 180 characters. */
  excerpt: z.string(),
  /** Image URLs, largest first is not guaranteed; the first is the card image. */
  image: z.array(z.string()),
  address: PlaceAddress,
  openingHoursSpecification: z.array(OpeningHoursSpecification),
  priceRange: z.string().nullable(),
  /**
   * The rating imported with the listing (1-5), with its count and its source's name, or null (none, or no named
   * source). Reviews on Gala never change it (docs/decisions/044-ratings-by-source.md).
   */
  aggregateRating: AggregateRating.nullable(),
  /** Gala's own figures, apart: the number of reviews on Gala and their mean with one decimal (null without reviews). */
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  /** The place's page on Gala: /places/{slug}. */
  path: z.string(),
})
export type PlaceSummary = z.infer<typeof PlaceSummary>

export const PlaceDetail = PlaceSummary.extend({
  /** Gallery pictures (distinct images). */
  photos: z.array(z.string()),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Official website. */
  url: z.string().nullable(),
  sameAs: z.array(z.string()),
  instagram: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  amenityFeature: z.array(z.object({ name: z.string() })),
  touristType: z.array(z.string()),
  bestSeason: z.string().nullable(),
  availableLanguage: z.array(z.string()),
  paymentAccepted: z.array(z.string()),
  maximumAttendeeCapacity: z.number().int().nullable(),
  likeCount: z.number().int(),
})
export type PlaceDetail = z.infer<typeof PlaceDetail>

export const PlaceListResponse = z.object({ status: z.literal('success'), data: z.array(PlaceSummary), pagination: Pagination })
export type PlaceListResponse = z.infer<typeof PlaceListResponse>

export const PlaceResponse = z.object({ status: z.literal('success'), data: PlaceDetail })
export type PlaceResponse = z.infer<typeof PlaceResponse>

export const RandomPlacesResponse = z.object({ status: z.literal('success'), data: z.array(PlaceSummary) })
export type RandomPlacesResponse = z.infer<typeof RandomPlacesResponse>

export const PlaceTypeCount = z.object({ type: z.string(), label: z.string(), count: z.number().int() })
export type PlaceTypeCount = z.infer<typeof PlaceTypeCount>
export const PlaceTypesResponse = z.object({ status: z.literal('success'), data: z.array(PlaceTypeCount) })
export type PlaceTypesResponse = z.infer<typeof PlaceTypesResponse>

/** Who wrote a review or reply (never an email). */
export const PostAuthor = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  avatarColor: z.string(),
})
export type PostAuthor = z.infer<typeof PostAuthor>

export const PlaceReply = z.object({
  id: z.number().int(),
  hashId: z.string(),
  /** Plain text as written; pages render it as text, never as HTML. */
  content: z.string(),
  createdAt: z.string(),
  user: PostAuthor,
})
export type PlaceReply = z.infer<typeof PlaceReply>

/** A review (doc 3 §3 Post) of a place. Every text field is plain text. */
export const PlaceReview = z.object({
  id: z.number().int(),
  hashId: z.string(),
  postType: z.literal('review'),
  contentTypeId: z.number().int(),
  externalContentId: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  rating: z.number().nullable(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  recommended: z.boolean().nullable(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  user: PostAuthor,
  replies: z.array(PlaceReply),
})
export type PlaceReview = z.infer<typeof PlaceReview>

export const PlaceReviewsResponse = z.object({
  status: z.literal('success'),
  data: z.array(PlaceReview),
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  pagination: Pagination,
})
export type PlaceReviewsResponse = z.infer<typeof PlaceReviewsResponse>

/** Doc 3 §3 Related item. */
export const RelatedItem = z.object({
  id: z.number().int(),
  /** Page path on Gala. */
  url: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  /** 1-5 with one decimal, or null: the figure with the most ratings behind it (see `ratingBasis`). */
  rating: z.number().nullable(),
  /** Whose `rating` is and how many ratings it averages; null with no rating. */
  ratingBasis: RatingBasis.nullable(),
  category: z.string().nullable(),
  /** Up to two letters for the image placeholder. */
  initials: z.string(),
  /** Placeholder background (hex) with white text at WCAG AA contrast. */
  backgroundColor: z.string(),
})
export type RelatedItem = z.infer<typeof RelatedItem>

export const RelatedContentResponse = z.object({ status: z.literal('success'), data: z.array(RelatedItem) })
export type RelatedContentResponse = z.infer<typeof RelatedContentResponse>
