import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Hold, HoldCreate, HoldResponse } from '@contracts/tickets'
import { apiRequest } from '@/lib/api-client'
import { seatMapKey } from './get-seat-map'
import { holdKey } from './get-hold'

/** POST /api/showtimes/:scheduleId/holds: holds the chosen seats (replacing the caller's earlier hold on this showtime). */
export async function holdSeats(scheduleId: number, body: HoldCreate): Promise<Hold> {
  const response = await apiRequest('POST', `/api/showtimes/${scheduleId}/holds`, body)
  return ((await response.json()) as HoldResponse).data
}

export function useHoldSeats(scheduleId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (seatIds: number[]) => holdSeats(scheduleId, { seatIds }),
    onSuccess: (hold) => {
      queryClient.setQueryData(holdKey(hold.id), hold)
      void queryClient.invalidateQueries({ queryKey: seatMapKey(scheduleId), exact: true })
    },
    // A refusal (409 taken, 400 stranded) changed what the map should show too.
    onError: () => void queryClient.invalidateQueries({ queryKey: seatMapKey(scheduleId), exact: true }),
  })
}
