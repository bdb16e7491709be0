import { queryOptions } from '@tanstack/react-query'
import type { MovieDetail, MovieDetailResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

/** GET /api/movies/:id: one movie by its numeric id (404 'Movie not found'). */
export async function getMovieById(id: string, signal?: AbortSignal): Promise<MovieDetail> {
  const reply = await getJson<MovieDetailResponse>(`/api/movies/${encodeURIComponent(id)}`, { signal })
  return reply.data
}

/** Only the /movies/id/… route uses it, to find the canonical address; no hook needed. */
export function movieByIdQuery(id: string) {
  return queryOptions({
    queryKey: [`/api/movies/${encodeURIComponent(id)}`],
    queryFn: ({ signal }) => getMovieById(id, signal),
  })
}
