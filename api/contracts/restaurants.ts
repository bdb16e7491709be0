/**
 * Restaurants, cafés and bars: the food-and-drink view of Place rows (spec doc 3 route table: /food-drink,
 * /food-drink/cuisine/{filipino|japanese|italian|chinese}, /food-drink/direct/{id}, /food-drink/{id}/{slug},
 * /restaurants/{id}). Shared by the Koa API and the PWA.
 */
import { z } from 'zod'
import { CUISINES, RESTAURANTS_PER_PAGE_MAX } from './restaurants-rules.ts'

// Constants and helpers without zod live in restaurants-rules.ts, so pages can import them without zod.
export * from './restaurants-rules.ts'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'
import { PlaceDetail, PlaceReview, PlaceSummary } from './places.ts'

/** GET /api/restaurants?cuisine=&page=&per_page= */
export const RestaurantsQuery = z.object({
  cuisine: z.enum(CUISINES, { error: `cuisine must be one of ${CUISINES.join(', ')}` }).optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, RESTAURANTS_PER_PAGE_MAX),
})
export type RestaurantsQuery = z.infer<typeof RestaurantsQuery>

/** A place to eat or drink: a place summary whose `path` is its restaurant page, with its cuisines. */
export const RestaurantSummary = PlaceSummary.extend({ cuisines: z.array(z.enum(CUISINES)) })
export type RestaurantSummary = z.infer<typeof RestaurantSummary>

export const RestaurantDetail = PlaceDetail.extend({ cuisines: z.array(z.enum(CUISINES)) })
export type RestaurantDetail = z.infer<typeof RestaurantDetail>

export const CuisineCount = z.object({ cuisine: z.enum(CUISINES), label: z.string(), count: z.number().int() })
export type CuisineCount = z.infer<typeof CuisineCount>

export const RestaurantListResponse = z.object({
  status: z.literal('success'),
  data: z.array(RestaurantSummary),
  /** Every cuisine page with its number of restaurants (for the cuisine tiles). */
  cuisines: z.array(CuisineCount),
  pagination: Pagination,
})
export type RestaurantListResponse = z.infer<typeof RestaurantListResponse>

export const RestaurantResponse = z.object({
  status: z.literal('success'),
  data: RestaurantDetail,
  /** The newest Gala reviews (plain text; pages render them as text). */
  reviews: z.array(PlaceReview),
})
export type RestaurantResponse = z.infer<typeof RestaurantResponse>
