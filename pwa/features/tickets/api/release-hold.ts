import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { seatMapKey } from './get-seat-map'
import { holdKey } from './get-hold'

/** DELETE /api/holds/:id: gives the held seats back. */
export async function releaseHold(holdId: number): Promise<void> {
  await apiRequest('DELETE', `/api/holds/${holdId}`)
}

export function useReleaseHold(scheduleId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (holdId: number) => releaseHold(holdId),
    onSettled: (_data, _error, holdId) => {
      queryClient.removeQueries({ queryKey: holdKey(holdId), exact: true })
      void queryClient.invalidateQueries({ queryKey: seatMapKey(scheduleId), exact: true })
    },
  })
}
