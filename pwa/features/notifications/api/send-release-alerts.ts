import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReleaseAlertSendResponse } from '@contracts/push'
import { apiRequest } from '@/lib/api-client'
import { RELEASE_ALERTS_KEY } from './get-release-alerts'

/** POST /api/admin/movies/{id}/release-alerts (staff): releases the movie's waiting alerts now. */
export async function sendReleaseAlerts(movieId: number): Promise<ReleaseAlertSendResponse> {
  const response = await apiRequest('POST', `/api/admin/movies/${movieId}/release-alerts`)
  return (await response.json()) as ReleaseAlertSendResponse
}

export function useSendReleaseAlerts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendReleaseAlerts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RELEASE_ALERTS_KEY }),
  })
}
