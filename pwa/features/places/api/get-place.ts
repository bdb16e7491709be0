import { queryOptions } from '@tanstack/react-query'
import type { PlaceDetail, PlaceResponse } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const path = (idOrSlug: string) => `/api/places/${encodeURIComponent(idOrSlug)}`

/** GET /api/places/:id (id or slug): the place detail of doc 3 (404 'Place not found'). */
export async function getPlace(idOrSlug: string, signal?: AbortSignal): Promise<PlaceDetail> {
  return (await getJson<PlaceResponse>(path(idOrSlug), { signal })).data
}

export function placeQuery(idOrSlug: string) {
  return queryOptions({ queryKey: [path(idOrSlug)], queryFn: ({ signal }) => getPlace(idOrSlug, signal), staleTime: 5 * 60_000 })
}
