import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ScheduleResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

export function scheduleKey(theaterId: string, movieId: string, date?: string) {
  return [`/api/theaters/${encodeURIComponent(theaterId)}/movies/${encodeURIComponent(movieId)}/schedule`, { date }] as const
}

/** GET /api/theaters/{theaterId}/movies/{movieId}/schedule?date= (spec doc 2 §7). */
export function getSchedule(theaterId: string, movieId: string, date?: string, signal?: AbortSignal): Promise<ScheduleResponse> {
  const [path, params] = scheduleKey(theaterId, movieId, date)
  return getJson<ScheduleResponse>(path, { params, signal })
}

export function scheduleQuery(theaterId: string, movieId: string, date?: string) {
  return queryOptions({
    queryKey: scheduleKey(theaterId, movieId, date),
    queryFn: ({ signal }) => getSchedule(theaterId, movieId, date, signal),
    staleTime: 5 * 60_000,
  })
}

export function useSchedule(theaterId: string, movieId: string, date?: string) {
  return useQuery(scheduleQuery(theaterId, movieId, date))
}
