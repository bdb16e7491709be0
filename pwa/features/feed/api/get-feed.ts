import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { feedPath } from '@contracts/feed-rules'
import type { FeedResponse } from '@contracts/feed'
import { getJson } from '@/lib/api-client'

/** The feed's root key: what a follow or unfollow refreshes. */
export const feedKey = [feedPath] as const

/** GET /api/feed?cursor: 20 entries of the people one follows, newest first. */
export function getFeed(cursor: string | null, signal?: AbortSignal): Promise<FeedResponse> {
  return getJson<FeedResponse>(feedPath, { params: { cursor: cursor ?? undefined }, signal })
}

/** Pages by cursor, later pages appended ('Show more'). */
export function feedQuery() {
  return infiniteQueryOptions({
    queryKey: feedKey,
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  })
}

export const useFeed = () => useInfiniteQuery(feedQuery())
