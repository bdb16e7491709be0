import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminEventListResponse, AdminEventResponse, AdminEventStatus } from '@contracts/admin-events'
import { getJson } from '@/lib/api-client'

/** Every admin-events query key starts here, so a write invalidates them all precisely. */
export const ADMIN_EVENTS_KEY = ['/api/admin/events'] as const

export interface AdminEventsSearch {
  status?: AdminEventStatus
  q?: string
  from?: string
  to?: string
  page?: number
}

/** GET /api/admin/events (admins): all events with filters and the counts per status. */
export function adminEventsQuery(search: AdminEventsSearch) {
  const params = { status: search.status, q: search.q || undefined, from: search.from || undefined, to: search.to || undefined, page: search.page }
  return queryOptions({
    queryKey: [ADMIN_EVENTS_KEY[0], params] as const,
    queryFn: ({ signal }) => getJson<AdminEventListResponse>(ADMIN_EVENTS_KEY[0], { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function useAdminEvents(search: AdminEventsSearch) {
  return useQuery(adminEventsQuery(search))
}

/** GET /api/admin/events/:id (the edit page). */
export function adminEventQuery(id: number) {
  const path = `${ADMIN_EVENTS_KEY[0]}/${id}`
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => getJson<AdminEventResponse>(path, { signal }),
    staleTime: 0,
  })
}
