import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RestaurantResponse } from '@contracts/restaurants'
import { getJson } from '@/lib/api-client'

/** GET /api/restaurants/{id or slug}: one restaurant with its newest reviews (404 'Restaurant not found'). */
export function getRestaurant(idOrSlug: string, signal?: AbortSignal): Promise<RestaurantResponse> {
  return getJson<RestaurantResponse>(`/api/restaurants/${encodeURIComponent(idOrSlug)}`, { signal })
}

/** Every restaurant query starts here (a review changes a restaurant's rating on its page and in lists). */
export const RESTAURANTS_ROOT_KEY = ['/api/restaurants'] as const

export function restaurantQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: [...RESTAURANTS_ROOT_KEY, idOrSlug] as const,
    queryFn: ({ signal }) => getRestaurant(idOrSlug, signal),
    staleTime: 5 * 60_000,
    // A missing restaurant will not appear on a retry.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}

export function useRestaurant(idOrSlug: string) {
  return useQuery(restaurantQuery(idOrSlug))
}
