import { useEffect } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InboxResponse } from '@contracts/notifications'
import { getQueryFn } from '@/lib/api-client'
import { setAppBadge } from '@/lib/inbox-signals'
import { countUnreadInbox } from '@/lib/push-shared'

const MINUTE_MS = 60_000

/** Every inbox query key starts here (the page's filters add a second element), so one invalidation reaches all. */
export const INBOX_KEY = ['/api/notifications/inbox'] as const

/**
 * GET /api/notifications/inbox for the header badge (spec doc 1 §7): only when signed in, fresh
 * 2 min, refetched every 3 min, one retry, no refetch on focus. A failure simply shows no badge.
 * It shares its cache entry with the notifications page's "All" list.
 */
export function inboxQuery(enabled: boolean) {
  return queryOptions<InboxResponse | null>({
    queryKey: INBOX_KEY,
    queryFn: getQueryFn<InboxResponse | null>({ on401: 'returnNull' }),
    enabled,
    staleTime: 2 * MINUTE_MS,
    refetchInterval: 3 * MINUTE_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  })
}

/** Unread items of an inbox answer: the server's `unreadCount` (every unread item, not only those listed). */
export function unreadCountOf(reply: InboxResponse | null | undefined): number {
  if (!reply) return 0
  return typeof reply.unreadCount === 'number' ? reply.unreadCount : countUnreadInbox(reply)
}

/**
 * Number of unread inbox items of the signed-in user (0 for visitors or when the call fails). The
 * installed app's icon badge mirrors it where the browser supports badges (cleared when signed out).
 */
export function useUnreadCount(signedIn: boolean): number {
  const { data, isError } = useQuery(inboxQuery(signedIn))
  const unread = !signedIn || isError ? 0 : unreadCountOf(data)
  useEffect(() => {
    setAppBadge(unread)
  }, [unread])
  useEffect(() => () => setAppBadge(0), [])
  return unread
}
