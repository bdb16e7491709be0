import { queryOptions, useQuery } from '@tanstack/react-query'
import { explorePeoplePath } from '@contracts/feed-rules'
import type { ExplorePeopleResponse } from '@contracts/feed'
import { getJson } from '@/lib/api-client'

/** GET /api/explore/people: people to follow (for visitors, the most active reviewers only). */
export async function getExplorePeople(signal?: AbortSignal): Promise<ExplorePeopleResponse['data']> {
  return (await getJson<ExplorePeopleResponse>(explorePeoplePath, { signal })).data
}

/** Keyed by who asks: the suggestions leave out the caller and whom they follow. */
export const explorePeopleKey = (viewerId: number | null) => [explorePeoplePath, { viewerId }] as const

export function explorePeopleQuery(viewerId: number | null) {
  return queryOptions({
    queryKey: explorePeopleKey(viewerId),
    queryFn: ({ signal }) => getExplorePeople(signal),
    staleTime: 60_000,
  })
}

export const useExplorePeople = (viewerId: number | null, enabled = true) => useQuery({ ...explorePeopleQuery(viewerId), enabled })
