import { queryOptions } from '@tanstack/react-query'
import type { CastCrewResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

export type CastCrew = CastCrewResponse['data']

/** GET /api/movies/:id/cast-crew: the full cast (billing order) and crew of a movie. */
export async function getCastCrew(movieId: number, signal?: AbortSignal): Promise<CastCrew> {
  const reply = await getJson<CastCrewResponse>(`/api/movies/${movieId}/cast-crew`, { signal })
  return reply.data
}

export function castCrewQuery(movieId: number) {
  return queryOptions({ queryKey: [`/api/movies/${movieId}/cast-crew`], queryFn: ({ signal }) => getCastCrew(movieId, signal) })
}
