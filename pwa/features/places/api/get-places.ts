import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PlaceListResponse } from '@contracts/places'
import { getJson } from '@/lib/api-client'

const PATH = '/api/places'

export interface PlacesParams {
  search?: string
  /** schema.org type of the chips, e.g. "Museum". */
  type?: string
  page?: number
  perPage?: number
}

const toQuery = (params: PlacesParams) => ({ search: params.search || undefined, type: params.type || undefined, page: params.page, per_page: params.perPage })

/** GET /api/places: places most popular first (or ranked by `search`), one page at a time. */
export function getPlaces(params: PlacesParams = {}, signal?: AbortSignal): Promise<PlaceListResponse> {
  return getJson<PlaceListResponse>(PATH, { params: toQuery(params), signal })
}

/** Places lists, fresh 5 minutes (like the other discovery lists, doc 2 §9). */
export function placesQuery(params: PlacesParams = {}) {
  return queryOptions({
    queryKey: [PATH, toQuery(params)],
    queryFn: ({ signal }) => getPlaces(params, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}
