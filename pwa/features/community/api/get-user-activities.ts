import { queryOptions, useQuery } from '@tanstack/react-query'
import { ACTIVITY_LIMIT, userActivitiesPath } from '@contracts/community-rules'
import { getJson } from '@/lib/api-client'
import type { Activity, ActivitiesResponse } from '../types'

/**
 * GET /api/users/{username}/activities?limit=20: the newest 20 (doc 3 §9). `private` is set when the person
 * keeps their stream to themselves and the viewer is someone else (decision 023): the list is then empty.
 */
export async function getUserActivities(username: string, signal?: AbortSignal): Promise<ActivitiesResponse> {
  return getJson<ActivitiesResponse>(userActivitiesPath(username, ACTIVITY_LIMIT), { signal })
}

export const userActivitiesKey = (username: string) => [userActivitiesPath(username, ACTIVITY_LIMIT)] as const

export function userActivitiesQuery(username: string) {
  return queryOptions({ queryKey: userActivitiesKey(username), queryFn: ({ signal }) => getUserActivities(username, signal), staleTime: 30_000 })
}

const entries = (response: ActivitiesResponse): Activity[] => response.data

/** The entries alone. */
export function useUserActivities(username: string) {
  return useQuery({ ...userActivitiesQuery(username), select: entries })
}

/** The whole answer, with its `private` mark (the profile's Activity tab). */
export function useUserActivitiesResponse(username: string) {
  return useQuery(userActivitiesQuery(username))
}
