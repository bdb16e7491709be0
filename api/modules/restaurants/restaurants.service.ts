import { pagination } from '../../contracts/paging.ts'
import {
  CUISINE_LABELS,
  CUISINES,
  RESTAURANT_MESSAGES,
  RESTAURANT_REVIEWS_SHOWN,
  RESTAURANTS_PER_PAGE_DEFAULT,
  cuisinesOf,
  type RestaurantListResponse,
  type RestaurantResponse,
  type RestaurantsQuery,
} from '../../contracts/restaurants.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { presentReview } from '../places/place.presenter.ts'
import { placeRecords } from '../places/places.service.ts'
import { cuisineText, presentRestaurant, presentRestaurantDetail } from './restaurant.presenter.ts'

export const RestaurantNotFound = () => NotFound(RESTAURANT_MESSAGES.notFound, 'RESTAURANT_NOT_FOUND')

export function restaurantsService(deps: Pick<AppDeps, 'db'>) {
  // Restaurants are Place rows of a food type (FOOD_PLACE_TYPES), read through the places module.
  const repo = placeRecords(deps)

  return {
    /** Places to eat and drink, most popular first, optionally of one cuisine; with the cuisine counts. */
    async list(query: RestaurantsQuery): Promise<RestaurantListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? RESTAURANTS_PER_PAGE_DEFAULT
      const rows = (await repo.food()).map((row) => ({ row, cuisines: cuisinesOf(cuisineText(row)) }))
      const cuisines = CUISINES.map((cuisine) => ({
        cuisine,
        label: CUISINE_LABELS[cuisine],
        count: rows.filter((entry) => entry.cuisines.includes(cuisine)).length,
      }))
      const matching = query.cuisine ? rows.filter((entry) => entry.cuisines.includes(query.cuisine!)) : rows
      const shown = matching.slice((page - 1) * perPage, page * perPage).map((entry) => entry.row)
      const stats = await repo.reviewStats(shown.map((row) => row.slug))
      return {
        status: 'success',
        data: shown.map((row) => presentRestaurant(row, stats.get(row.slug))),
        cuisines,
        pagination: pagination(page, perPage, matching.length),
      }
    },

    /** One restaurant by numeric id or slug (a place that is not a food place is not a restaurant: 404). */
    async detail(idOrSlug: string): Promise<RestaurantResponse> {
      const row = /^\d{1,9}$/.test(idOrSlug)
        ? await repo.findFood({ id: Number(idOrSlug) })
        : /^[a-z0-9-]{1,120}$/.test(idOrSlug)
          ? await repo.findFood({ slug: idOrSlug })
          : null
      if (!row) throw RestaurantNotFound()
      const [stats, likes, reviews] = await Promise.all([
        repo.reviewStats([row.slug]),
        repo.likeCount(row.slug),
        repo.reviews(row.slug, 0, RESTAURANT_REVIEWS_SHOWN),
      ])
      return {
        status: 'success',
        data: presentRestaurantDetail(row, stats.get(row.slug) ?? { count: 0, average: null }, likes),
        reviews: reviews.map(presentReview),
      }
    },
  }
}
