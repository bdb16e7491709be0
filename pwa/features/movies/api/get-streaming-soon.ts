import { queryOptions } from '@tanstack/react-query'
import type { MovieListResponse, MovieSummary } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

const PATH = '/api/movies/streaming-soon'

/** GET /api/movies/streaming-soon: the movies about to premiere on streaming platforms. */
export async function getStreamingSoon(signal?: AbortSignal): Promise<MovieSummary[]> {
  const reply = await getJson<MovieListResponse>(PATH, { signal })
  return reply.data
}

/** Cached like the other movie lists (spec doc 2 §9). */
export function streamingSoonQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getStreamingSoon(signal), staleTime: 10 * 60_000, retry: 1 })
}
