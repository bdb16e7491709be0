import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ScheduleGridResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_SCHEDULE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/schedules?date= : every channel's programmes on one Manila date (the /tv/schedules grid). */
export function getScheduleGrid(date?: string, signal?: AbortSignal): Promise<ScheduleGridResponse> {
  const [path, params] = tvKeys.scheduleGrid(date)
  return getJson<ScheduleGridResponse>(path, { params, signal })
}

export function scheduleGridQuery(date?: string) {
  return queryOptions({ queryKey: tvKeys.scheduleGrid(date), queryFn: ({ signal }) => getScheduleGrid(date, signal), staleTime: TV_SCHEDULE_STALE_MS })
}

/** Keeps the previous day's grid on screen while another date loads. */
export function useScheduleGrid(date?: string) {
  return useQuery({ ...scheduleGridQuery(date), placeholderData: keepPreviousData })
}
