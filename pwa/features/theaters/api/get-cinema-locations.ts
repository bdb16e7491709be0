import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CinemaLocationsResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

export const CINEMA_LOCATIONS_KEY = ['/api/cinemas/locations'] as const

/** GET /api/cinemas/locations: Metro Manila cities and provinces with their cinema counts. */
export function getCinemaLocations(signal?: AbortSignal): Promise<CinemaLocationsResponse> {
  return getJson<CinemaLocationsResponse>(CINEMA_LOCATIONS_KEY[0], { signal })
}

export function cinemaLocationsQuery() {
  return queryOptions({ queryKey: CINEMA_LOCATIONS_KEY, queryFn: ({ signal }) => getCinemaLocations(signal), staleTime: 60 * 60_000 })
}

export function useCinemaLocations() {
  return useQuery(cinemaLocationsQuery())
}
