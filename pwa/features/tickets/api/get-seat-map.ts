import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SeatMapResponse } from '@contracts/tickets'
import { getJson } from '@/lib/api-client'

export function seatMapKey(scheduleId: string | number) {
  return [`/api/showtimes/${encodeURIComponent(String(scheduleId))}/seats`] as const
}

/** GET /api/showtimes/:scheduleId/seats (decision 037): the hall's seats with their state for the caller, and the caller's own hold. */
export function seatMapQuery(scheduleId: string | number) {
  return queryOptions({
    queryKey: seatMapKey(scheduleId),
    queryFn: async ({ signal }) => (await getJson<SeatMapResponse>(seatMapKey(scheduleId)[0], { signal }))!.data,
    // Seats change under other buyers: always read again when the page opens, and every 20 s while it is open.
    staleTime: 0,
    refetchInterval: 20_000,
    retry: false,
  })
}

export function useSeatMap(scheduleId: string | number) {
  return useQuery(seatMapQuery(scheduleId))
}
