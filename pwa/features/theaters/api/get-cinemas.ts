import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CinemasResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

export type CinemaArea = { city: string } | { province: string }

export function cinemasKey(area: CinemaArea) {
  return ['/api/cinemas', area] as const
}

/** GET /api/cinemas?city= | ?province= : the cinemas of one city or province (404 for an unknown slug). */
export function getCinemas(area: CinemaArea, signal?: AbortSignal): Promise<CinemasResponse> {
  return getJson<CinemasResponse>('/api/cinemas', { params: area, signal })
}

export function cinemasQuery(area: CinemaArea) {
  return queryOptions({ queryKey: cinemasKey(area), queryFn: ({ signal }) => getCinemas(area, signal), staleTime: 60 * 60_000 })
}

export function useCinemas(area: CinemaArea) {
  return useQuery(cinemasQuery(area))
}

/** GET /api/cinemas without a filter: every cinema (the staff page of cinema logos). */
export function allCinemasQuery() {
  return queryOptions({ queryKey: ['/api/cinemas', 'all'] as const, queryFn: ({ signal }) => getJson<CinemasResponse>('/api/cinemas', { signal }), staleTime: 60 * 60_000 })
}
