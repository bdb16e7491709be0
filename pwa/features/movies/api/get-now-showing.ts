import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { MovieListResponse, MovieSummary } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

const PATH = '/api/movies/now-showing'

/** GET /api/movies/now-showing: the movies in cinemas now. */
export async function getNowShowing(signal?: AbortSignal): Promise<MovieSummary[]> {
  const reply = await getJson<MovieListResponse>(PATH, { signal })
  return reply.data
}

/** Cached 10 min with one retry (spec doc 2 §7). */
export function nowShowingQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getNowShowing(signal), staleTime: 10 * 60_000, retry: 1 })
}

export function useNowShowing() {
  return useSuspenseQuery(nowShowingQuery())
}
