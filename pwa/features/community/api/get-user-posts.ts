import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userPostsPath, userReviewsPath } from '@contracts/community-rules'
import { getJson } from '@/lib/api-client'
import type { UserPostsResponse } from '../types'

export type UserPostsKind = 'posts' | 'reviews'

const pathOf = (username: string, kind: UserPostsKind) => (kind === 'posts' ? userPostsPath(username) : userReviewsPath(username))

/** The root key of a user's posts or reviews (every page): what likes, replies and deletes there invalidate. */
export const userPostsKey = (username: string, kind: UserPostsKind) => [pathOf(username, kind)] as const

/** GET /api/users/{username}/posts or /reviews?page: newest first. */
export function getUserPosts(username: string, kind: UserPostsKind, page: number, signal?: AbortSignal): Promise<UserPostsResponse> {
  return getJson<UserPostsResponse>(pathOf(username, kind), { params: { page }, signal })
}

export function userPostsQuery(username: string, kind: UserPostsKind) {
  return infiniteQueryOptions({
    queryKey: userPostsKey(username, kind),
    queryFn: ({ pageParam, signal }) => getUserPosts(username, kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined),
    staleTime: 30_000,
  })
}

export function useUserPosts(username: string, kind: UserPostsKind) {
  return useInfiniteQuery(userPostsQuery(username, kind))
}
