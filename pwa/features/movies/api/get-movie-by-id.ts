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

/** GET /api/movies/slug/:slug: the newest movie with that slug (404 'Movie not found'); the /movies/{slug} links use it. */
export function movieBySlugQuery(slug: string) {
  const path = `/api/movies/slug/${encodeURIComponent(slug)}`
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }) => (await getJson<MovieDetailResponse>(path, { signal })).data,
  })
}
