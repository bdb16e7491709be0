import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { followersPath, followingPath } from '@contracts/follows-rules'
import { getJson } from '@/lib/api-client'
import type { FollowersResponse, FollowingResponse } from '../types'

/** GET /api/unified/followers/{userId}?search: who follows the user (search: name or username, any case). */
export function getFollowers(userId: number, search: string, signal?: AbortSignal): Promise<FollowersResponse> {
  return getJson<FollowersResponse>(followersPath(userId), { params: { search: search || undefined }, signal })
}

/** GET /api/unified/following/{userId}?search: whom the user follows. */
export function getFollowing(userId: number, search: string, signal?: AbortSignal): Promise<FollowingResponse> {
  return getJson<FollowingResponse>(followingPath(userId), { params: { search: search || undefined }, signal })
}

export const followersKey = (userId: number) => [followersPath(userId)] as const
export const followingKey = (userId: number) => [followingPath(userId)] as const

export function followersQuery(userId: number, search: string) {
  return queryOptions({
    queryKey: [...followersKey(userId), { search }],
    queryFn: ({ signal }) => getFollowers(userId, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export function followingQuery(userId: number, search: string) {
  return queryOptions({
    queryKey: [...followingKey(userId), { search }],
    queryFn: ({ signal }) => getFollowing(userId, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export const useFollowers = (userId: number, search: string, enabled = true) => useQuery({ ...followersQuery(userId, search), enabled })
export const useFollowing = (userId: number, search: string, enabled = true) => useQuery({ ...followingQuery(userId, search), enabled })
