import { queryOptions, useQuery } from '@tanstack/react-query'
import { RELATED_LIMIT_DEFAULT } from '@contracts/places-rules'
import type { RelatedContentResponse, RelatedItem } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const path = (idOrSlug: string) => `/api/related-content/place/${encodeURIComponent(idOrSlug)}`

/** GET /api/related-content/place/:id?limit=6: 'You might also like' (doc 3). */
export async function getRelatedPlaces(idOrSlug: string, signal?: AbortSignal): Promise<RelatedItem[]> {
  return (await getJson<RelatedContentResponse>(path(idOrSlug), { params: { limit: RELATED_LIMIT_DEFAULT }, signal })).data
}

export function relatedPlacesQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: [path(idOrSlug), { limit: RELATED_LIMIT_DEFAULT }],
    queryFn: ({ signal }) => getRelatedPlaces(idOrSlug, signal),
    staleTime: 10 * 60_000,
  })
}

export function useRelatedPlaces(idOrSlug: string) {
  return useQuery(relatedPlacesQuery(idOrSlug))
}
