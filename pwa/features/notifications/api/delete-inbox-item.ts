import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxDeleteResponse } from '@contracts/notifications'
import { apiRequest } from '@/lib/api-client'
import { INBOX_KEY } from './get-unread-count'

/** DELETE /api/notifications/{id}: removes one inbox item. */
export async function deleteInboxItem(id: number): Promise<InboxDeleteResponse> {
  const response = await apiRequest('DELETE', `/api/notifications/${id}`)
  return (await response.json()) as InboxDeleteResponse
}

export function useDeleteInboxItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteInboxItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  })
}
