import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChannelScheduleResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_SCHEDULE_STALE_MS, tvKeys } from './tv-keys'

/**
 * GET /api/tv/channels/:idOrSlug/schedule?date= : the channel, its dates and that Manila day's programmes.
 * Persisted for offline use (pwa/lib/offline-rules.ts), like a cinema's day.
 */
export function getChannelSchedule(idOrSlug: string, date?: string, signal?: AbortSignal): Promise<ChannelScheduleResponse> {
  const [path, params] = tvKeys.channelSchedule(idOrSlug, date)
  return getJson<ChannelScheduleResponse>(path, { params, signal })
}

export function channelScheduleQuery(idOrSlug: string, date?: string) {
  return queryOptions({
    queryKey: tvKeys.channelSchedule(idOrSlug, date),
    queryFn: ({ signal }) => getChannelSchedule(idOrSlug, date, signal),
    staleTime: TV_SCHEDULE_STALE_MS,
  })
}

export function useChannelSchedule(idOrSlug: string, date?: string) {
  return useQuery(channelScheduleQuery(idOrSlug, date))
}
