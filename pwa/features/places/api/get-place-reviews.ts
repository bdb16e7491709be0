import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { PlaceReviewsResponse } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const path = (idOrSlug: string) => `/api/places/${encodeURIComponent(idOrSlug)}/reviews`

/** GET /api/places/:id/reviews?page=: one page of a place's reviews with replies. */
export function getPlaceReviews(idOrSlug: string, page: number, signal?: AbortSignal): Promise<PlaceReviewsResponse> {
  return getJson<PlaceReviewsResponse>(path(idOrSlug), { params: { page }, signal })
}

/** Reviews load in pages from 1, later pages appended (doc 3 reviews block); fresh 30 s (doc 3 §9). */
export function placeReviewsQuery(idOrSlug: string) {
  return infiniteQueryOptions({
    queryKey: [path(idOrSlug)],
    queryFn: ({ pageParam, signal }) => getPlaceReviews(idOrSlug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined),
    staleTime: 30_000,
  })
}

export function usePlaceReviews(idOrSlug: string) {
  return useInfiniteQuery(placeReviewsQuery(idOrSlug))
}
