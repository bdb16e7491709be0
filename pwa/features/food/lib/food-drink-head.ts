import type { QueryClient } from '@tanstack/react-query'
import { collectionHead, collectionPageJsonLd, pageHead } from '@/lib/page-head'
import { restaurantsQuery } from '../api/get-restaurants'
import { RESTAURANTS_PER_PAGE } from '../components/restaurant-listing'
import type { CuisineGuide } from '../content/cuisines'

const FOOD_DRINK_DESCRIPTION = 'Where to eat and drink in Metro Manila: Filipino, Japanese, Italian and Chinese restaurants, cafés, food guides and articles.'

/**
 * Loader of the Food & Drink home (/food-drink?page=): waits for the page's restaurants (a failure leaves the page
 * to its own state) and builds its head, with a CollectionPage of those restaurants.
 */
export async function loadFoodDrinkHead(queryClient: QueryClient, page: number, origin: string) {
  const answer = await queryClient.ensureQueryData(restaurantsQuery({ page, per_page: RESTAURANTS_PER_PAGE })).catch(() => undefined)
  const path = page > 1 ? `/food-drink?page=${page}` : '/food-drink'
  return {
    head: pageHead('Food & Drink', FOOD_DRINK_DESCRIPTION, {
      origin,
      path,
      jsonLd: collectionPageJsonLd(
        origin,
        { name: 'Food & Drink', description: FOOD_DRINK_DESCRIPTION, path },
        (answer?.data ?? []).map((restaurant) => ({ name: restaurant.name, path: restaurant.path, type: 'Restaurant' })),
      ),
    }),
  }
}

/**
 * Loader of a cuisine page (/food-drink/cuisine/{cuisine}?page=): waits for the page's restaurants (a failure leaves
 * the page to its own state) and builds its head: the guide's title and summary, and a CollectionPage of those
 * restaurants under Food & Drink.
 */
export async function loadCuisineHead(queryClient: QueryClient, guide: Pick<CuisineGuide, 'cuisine' | 'title' | 'summary'>, page: number, origin: string) {
  const answer = await queryClient.ensureQueryData(restaurantsQuery({ cuisine: guide.cuisine, page, per_page: RESTAURANTS_PER_PAGE })).catch(() => undefined)
  return {
    head: collectionHead(
      origin,
      { name: guide.title, description: guide.summary, path: `/food-drink/cuisine/${guide.cuisine}`, page, trail: [['Food & Drink', '/food-drink']] },
      (answer?.data ?? []).map((restaurant) => ({ name: restaurant.name, path: restaurant.path, type: 'Restaurant' })),
    ),
  }
}
