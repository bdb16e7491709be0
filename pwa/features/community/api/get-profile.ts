import { queryOptions, useQuery } from '@tanstack/react-query'
import { profilePath } from '@contracts/community-rules'
import { getJson } from '@/lib/api-client'
import type { Profile, ProfileResponse } from '../types'

/** GET /api/users/profile/{username}: the public profile with its header counts (404 'User not found'). */
export async function getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
  return (await getJson<ProfileResponse>(profilePath(username), { signal })).data
}

export const profileKey = (username: string) => [profilePath(username)] as const

export function profileQuery(username: string) {
  return queryOptions({
    queryKey: profileKey(username),
    queryFn: ({ signal }) => getProfile(username, signal),
    staleTime: 60_000,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}

export function useProfile(username: string) {
  return useQuery(profileQuery(username))
}
