import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TrendingResponse, TrendingTerm } from '@contracts/search'
import { getJson } from '@/lib/api-client'

const PATH = '/api/search/trending'

/** GET /api/search/trending: the most searched terms of the last days (suggestions fill a quiet list). */
export async function getTrending(signal?: AbortSignal): Promise<TrendingTerm[]> {
  return (await getJson<TrendingResponse>(PATH, { signal })).data
}

export function trendingQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getTrending(signal), staleTime: 10 * 60_000 })
}

export function useTrending() {
  return useQuery(trendingQuery())
}
