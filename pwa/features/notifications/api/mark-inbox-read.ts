import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxItemResponse } from '@contracts/notifications'
import { apiRequest } from '@/lib/api-client'
import { markReadPath } from '@/lib/push-shared'
import { INBOX_KEY } from './get-unread-count'

/** PUT /api/notifications/{id}/read: marks one inbox item read; answers the item and the new unread count. */
export async function markInboxRead(id: number): Promise<InboxItemResponse> {
  const response = await apiRequest('PUT', markReadPath(id))
  return (await response.json()) as InboxItemResponse
}

/** Marking read refreshes every inbox list (the page's filters and the header badge). */
export function useMarkInboxRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markInboxRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  })
}
