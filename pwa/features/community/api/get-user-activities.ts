import { queryOptions, useQuery } from '@tanstack/react-query'
import { ACTIVITY_LIMIT, userActivitiesPath } from '@contracts/community-rules'
import { getJson } from '@/lib/api-client'
import type { Activity, ActivitiesResponse } from '../types'

/** GET /api/users/{username}/activities?limit=20: the newest 20 (doc 3 §9). */
export async function getUserActivities(username: string, signal?: AbortSignal): Promise<Activity[]> {
  return (await getJson<ActivitiesResponse>(userActivitiesPath(username, ACTIVITY_LIMIT), { signal })).data
}

export const userActivitiesKey = (username: string) => [userActivitiesPath(username, ACTIVITY_LIMIT)] as const

export function userActivitiesQuery(username: string) {
  return queryOptions({ queryKey: userActivitiesKey(username), queryFn: ({ signal }) => getUserActivities(username, signal), staleTime: 30_000 })
}

export function useUserActivities(username: string) {
  return useQuery(userActivitiesQuery(username))
}
