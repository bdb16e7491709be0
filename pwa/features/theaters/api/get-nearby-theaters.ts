import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NearbyResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'
import type { Coordinates } from '@/features/location/lib/places'

const MINUTE_MS = 60_000

/** Coordinates rounded to about 10 m, so tiny GPS jitter reuses the cached list. */
function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

export function nearbyTheatersKey(coordinates: Coordinates) {
  return ['/api/movies/nearby-malls', { latitude: roundCoordinate(coordinates.lat), longitude: roundCoordinate(coordinates.lng) }] as const
}

/** GET /api/movies/nearby-malls: every cinema ordered by distance from the point. */
export function getNearbyTheaters(coordinates: Coordinates, signal?: AbortSignal): Promise<NearbyResponse> {
  const [path, params] = nearbyTheatersKey(coordinates)
  return getJson<NearbyResponse>(path, { params, signal })
}

/** Cached 10 min, no refetch on focus (spec doc 2 §7). */
export function nearbyTheatersQuery(coordinates: Coordinates) {
  return queryOptions({
    queryKey: nearbyTheatersKey(coordinates),
    queryFn: ({ signal }) => getNearbyTheaters(coordinates, signal),
    staleTime: 10 * MINUTE_MS,
    refetchOnWindowFocus: false,
  })
}

/** The nearby list for a location; disabled until a location is known. Keeps the last list while a new one loads. */
export function useNearbyTheaters(coordinates: Coordinates | null) {
  return useQuery({
    ...nearbyTheatersQuery(coordinates ?? { lat: 0, lng: 0 }),
    enabled: coordinates !== null,
    placeholderData: keepPreviousData,
  })
}
