import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TheaterDayResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

export function theaterDayKey(slug: string, date?: string) {
  return [`/api/theaters/${encodeURIComponent(slug)}/movies`, { date }] as const
}

/** GET /api/theaters/:slugOrId/movies?date= : the theater, its dates and that day's movies with showtimes. */
export function getTheaterDay(slug: string, date?: string, signal?: AbortSignal): Promise<TheaterDayResponse> {
  const [path, params] = theaterDayKey(slug, date)
  return getJson<TheaterDayResponse>(path, { params, signal })
}

/** Schedules change during the day: fresh for 5 minutes. */
export function theaterDayQuery(slug: string, date?: string) {
  return queryOptions({
    queryKey: theaterDayKey(slug, date),
    queryFn: ({ signal }) => getTheaterDay(slug, date, signal),
    staleTime: 5 * 60_000,
  })
}

export function useTheaterDay(slug: string, date?: string) {
  return useQuery(theaterDayQuery(slug, date))
}
