import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnNowResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_SCHEDULE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/on-now : per channel what is on now and next, and tonight's highlights. */
export function getOnNow(signal?: AbortSignal): Promise<OnNowResponse> {
  return getJson<OnNowResponse>(tvKeys.onNow()[0], { signal })
}

export function onNowQuery() {
  return queryOptions({ queryKey: tvKeys.onNow(), queryFn: ({ signal }) => getOnNow(signal), staleTime: 60_000, refetchInterval: TV_SCHEDULE_STALE_MS })
}

export function useOnNow() {
  return useQuery(onNowQuery())
}
