import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api-client'
import { countUnread } from '@/lib/unread-badge'

const MINUTE_MS = 60_000

/** An inbox item as the badge needs it; the full shape arrives with the notifications issue. */
export interface InboxItem {
  id: number | string
  isRead: boolean
}

type InboxReply = InboxItem[] | { items?: InboxItem[]; notifications?: InboxItem[] } | null

/** The inbox list whatever envelope the server uses. */
function itemsOf(reply: InboxReply): InboxItem[] {
  if (Array.isArray(reply)) return reply
  return reply?.items ?? reply?.notifications ?? []
}

/**
 * GET /api/notifications/inbox for the header badge (spec doc 1 §7): only when signed in, fresh
 * 2 min, refetched every 3 min, one retry, no refetch on focus. A failure simply shows no badge.
 */
export function inboxQuery(enabled: boolean) {
  return queryOptions<InboxReply>({
    queryKey: ['/api/notifications/inbox'],
    queryFn: getQueryFn<InboxReply>({ on401: 'returnNull' }),
    enabled,
    staleTime: 2 * MINUTE_MS,
    refetchInterval: 3 * MINUTE_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  })
}

/** Number of unread inbox items of the signed-in user (0 for visitors or when the call fails). */
export function useUnreadCount(signedIn: boolean): number {
  const { data, isError } = useQuery(inboxQuery(signedIn))
  if (!signedIn || isError) return 0
  return countUnread(itemsOf(data ?? null))
}
