import { queryOptions } from '@tanstack/react-query'
import type { MovieListResponse, MovieSummary } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

const PATH = '/api/movies/upcoming'

/** GET /api/movies/upcoming: the movies coming soon to cinemas. */
export async function getUpcoming(signal?: AbortSignal): Promise<MovieSummary[]> {
  const reply = await getJson<MovieListResponse>(PATH, { signal })
  return reply.data
}

/** Cached 10 min with one retry (spec doc 2 §7). */
export function upcomingQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getUpcoming(signal), staleTime: 10 * 60_000, retry: 1 })
}
