import { queryOptions } from '@tanstack/react-query'
import { RANDOM_PLACES_DEFAULT } from '@contracts/places-rules'
import type { PlaceSummary, RandomPlacesResponse } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const PATH = '/api/places/random'

/** GET /api/places/random: the day's random places (3 on the home page, doc 2 §9). */
export async function getRandomPlaces(limit = RANDOM_PLACES_DEFAULT, signal?: AbortSignal): Promise<PlaceSummary[]> {
  return (await getJson<RandomPlacesResponse>(PATH, { params: { limit }, signal })).data
}

export function randomPlacesQuery(limit = RANDOM_PLACES_DEFAULT) {
  return queryOptions({ queryKey: [PATH, { limit }], queryFn: ({ signal }) => getRandomPlaces(limit, signal), staleTime: 10 * 60_000 })
}
