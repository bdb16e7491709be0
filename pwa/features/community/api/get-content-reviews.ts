import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { contentPostsPath, REVIEWS_FRESH_MS, type ReviewSort } from '@contracts/posts-rules'
import { getJson } from '@/lib/api-client'
import type { ContentPostsResponse } from '../types'

export interface ContentRef {
  contentTypeId: number
  externalContentId: string
}

/** The root key of one content's reviews (every sort and page): what review, reply and like changes invalidate. */
export const contentReviewsRootKey = (content: ContentRef) => [contentPostsPath(content.contentTypeId, content.externalContentId)] as const

/** GET /api/posts/content/{contentTypeId}/{externalContentId}?page&sort: one page of reviews with their replies. */
export function getContentReviews(content: ContentRef, page: number, sort: ReviewSort, signal?: AbortSignal): Promise<ContentPostsResponse> {
  return getJson<ContentPostsResponse>(contentPostsPath(content.contentTypeId, content.externalContentId), { params: { page, sort }, signal })
}

/** Pages from 1, later pages appended (doc 3 reviews block); fresh 30 s (doc 3 §9). */
export function contentReviewsQuery(content: ContentRef, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: [...contentReviewsRootKey(content), { sort }],
    queryFn: ({ pageParam, signal }) => getContentReviews(content, pageParam, sort, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined),
    staleTime: REVIEWS_FRESH_MS,
  })
}

export function useContentReviews(content: ContentRef, sort: ReviewSort) {
  return useInfiniteQuery(contentReviewsQuery(content, sort))
}
