import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShowResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_SCHEDULE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/shows/:idOrSlug : the show, its next airings and its streaming titles. */
export function getShow(idOrSlug: string, signal?: AbortSignal): Promise<ShowResponse> {
  return getJson<ShowResponse>(tvKeys.show(idOrSlug)[0], { signal })
}

/** Holds airings, so it goes stale like a schedule. */
export function showQuery(idOrSlug: string) {
  return queryOptions({ queryKey: tvKeys.show(idOrSlug), queryFn: ({ signal }) => getShow(idOrSlug, signal), staleTime: TV_SCHEDULE_STALE_MS })
}

export function useShow(idOrSlug: string) {
  return useQuery(showQuery(idOrSlug))
}
