import type { QueryClient } from '@tanstack/react-query'
import { RESTAURANT_MESSAGES } from '@contracts/restaurants-rules'
import { ApiError } from '@/lib/api-client'
import { breadcrumbJsonLd, clip, headImage, notFoundHead, pageHead } from '@/lib/page-head'
import { restaurantQuery } from '../api/get-restaurant'
import { restaurantJsonLd } from './restaurant-json-ld'

/**
 * Loader of a restaurant page (/food-drink/{id}/{slug}, /food-drink/direct/{id}, /restaurants/{id}): waits for the
 * restaurant and builds the head (title, description, the canonical /food-drink/{id}/{slug}, Open Graph with its
 * photo, the Restaurant with its rating and reviews, the breadcrumb trail). It never throws: an unknown restaurant
 * is 'Restaurant not found', and a failure (offline) leaves the page to show its own state.
 */
export async function loadRestaurantHead(queryClient: QueryClient, idOrSlug: string, origin: string) {
  try {
    const { data: restaurant, reviews } = await queryClient.ensureQueryData(restaurantQuery(idOrSlug))
    return {
      head: pageHead(restaurant.name, clip(restaurant.excerpt || restaurant.description), {
        origin,
        path: restaurant.path,
        image: headImage(restaurant.photos[0] ?? restaurant.image[0], restaurant.name),
        jsonLd: [
          restaurantJsonLd(restaurant, origin, reviews),
          breadcrumbJsonLd(origin, [
            ['Food & Drink', '/food-drink'],
            [restaurant.name, restaurant.path],
          ]),
        ],
      }),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { head: notFoundHead(RESTAURANT_MESSAGES.notFound, 'It may have closed or moved.') }
    return { head: undefined }
  }
}
