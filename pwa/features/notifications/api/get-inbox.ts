import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InboxResponse } from '@contracts/notifications'
import { INBOX_POLL_MS } from '@contracts/notifications-rules'
import { getJson } from '@/lib/api-client'
import { INBOX_KEY, inboxQuery } from './get-unread-count'

export type InboxFilter = 'all' | 'unread'

/** The "All" list shares the header badge's cache entry; "Unread" has its own under the same root. */
export function inboxKey(filter: InboxFilter) {
  return filter === 'all' ? INBOX_KEY : ([INBOX_KEY[0], { filter }] as const)
}

/** GET /api/notifications/inbox[?filter=unread]: newest first, with the unread count. 401 gives null. */
export function getInbox(filter: InboxFilter, signal?: AbortSignal): Promise<InboxResponse | null> {
  return getJson<InboxResponse>(INBOX_KEY[0], { params: filter === 'all' ? undefined : { filter }, signal, on401: 'returnNull' })
}

/** The notifications page polls its inbox every 30 s (spec doc 3 §7, §9). */
export function pageInboxQuery(filter: InboxFilter) {
  if (filter === 'all') return queryOptions({ ...inboxQuery(true), refetchInterval: INBOX_POLL_MS })
  return queryOptions<InboxResponse | null>({
    queryKey: inboxKey(filter),
    queryFn: ({ signal }) => getInbox(filter, signal),
    staleTime: INBOX_POLL_MS,
    refetchInterval: INBOX_POLL_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  })
}

export function useInbox(filter: InboxFilter) {
  return useQuery(pageInboxQuery(filter))
}
