import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TrendingResponse } from '@contracts/search'
import { getJson } from '@/lib/api-client'

const PATH = '/api/search/trending'

/** GET /api/search/trending: the most searched terms of the last days (`data`) and, apart, suggestions that fill a quiet list. */
export async function getTrending(signal?: AbortSignal): Promise<TrendingResponse> {
  return getJson<TrendingResponse>(PATH, { signal })
}

export function trendingQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getTrending(signal), staleTime: 10 * 60_000 })
}

export function useTrending() {
  return useQuery(trendingQuery())
}
