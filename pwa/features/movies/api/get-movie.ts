import { queryOptions } from '@tanstack/react-query'
import type { MovieDetail, MovieDetailResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

/** GET /api/movies/hash/:hash: one movie with its credits and showing dates (404 'Movie not found'). */
export async function getMovie(hash: string, signal?: AbortSignal): Promise<MovieDetail> {
  const reply = await getJson<MovieDetailResponse>(`/api/movies/hash/${encodeURIComponent(hash)}`, { signal })
  return reply.data
}

export function movieQuery(hash: string) {
  return queryOptions({
    queryKey: [`/api/movies/hash/${encodeURIComponent(hash)}`],
    queryFn: ({ signal }) => getMovie(hash, signal),
  })
}
