import { queryOptions } from '@tanstack/react-query'
import type { PlaceTypeCount, PlaceTypesResponse } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const PATH = '/api/places/types'

/** GET /api/places/types: the type chips ('All Places' plus these). */
export async function getPlaceTypes(signal?: AbortSignal): Promise<PlaceTypeCount[]> {
  return (await getJson<PlaceTypesResponse>(PATH, { signal })).data
}

export function placeTypesQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getPlaceTypes(signal), staleTime: 30 * 60_000 })
}
