import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Cuisine, RestaurantListResponse } from '@contracts/restaurants'
import { getJson } from '@/lib/api-client'

const PATH = '/api/restaurants'

export interface RestaurantsFilter {
  cuisine?: Cuisine
  page?: number
  per_page?: number
}

/** GET /api/restaurants?cuisine=&page=&per_page=: places to eat and drink, with the cuisine counts. */
export function getRestaurants(filter: RestaurantsFilter, signal?: AbortSignal): Promise<RestaurantListResponse> {
  return getJson<RestaurantListResponse>(PATH, { params: { ...filter }, signal })
}

export function restaurantsQuery(filter: RestaurantsFilter = {}) {
  return queryOptions({
    queryKey: [PATH, filter] as const,
    queryFn: ({ signal }) => getRestaurants(filter, signal),
    staleTime: 10 * 60_000,
  })
}

export function useRestaurants(filter: RestaurantsFilter = {}) {
  return useQuery(restaurantsQuery(filter))
}
