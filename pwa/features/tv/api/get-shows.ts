import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShowListResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_CATALOGUE_STALE_MS, tvKeys } from './tv-keys'

export interface ShowFilters {
  genre?: string
  network?: string
}

/** GET /api/tv/shows?genre=&network= */
export function getShows(filters: ShowFilters = {}, signal?: AbortSignal): Promise<ShowListResponse> {
  const [path, params] = tvKeys.shows(filters)
  return getJson<ShowListResponse>(path, { params, signal })
}

export function showsQuery(filters: ShowFilters = {}) {
  return queryOptions({ queryKey: tvKeys.shows(filters), queryFn: ({ signal }) => getShows(filters, signal), staleTime: TV_CATALOGUE_STALE_MS })
}

export function useShows(filters: ShowFilters = {}) {
  return useQuery(showsQuery(filters))
}
