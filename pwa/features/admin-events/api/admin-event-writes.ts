import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminEventBodyInput, AdminEventDeletedResponse, AdminEventResponse, EventImportRequest, EventImportResponse } from '@contracts/admin-events'
import { apiRequest } from '@/lib/api-client'
import { ADMIN_EVENTS_KEY } from './get-admin-events'

type Action = 'publish' | 'unpublish' | 'approve' | 'reject'

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T
}

/**
 * The admin events writes. Each invalidates the admin lists and the one event it touched, and the public
 * events lists (['/api/events' …]) whose contents a status change alters. Never retried: a write repeated
 * after a lost answer would act twice.
 */
function useAdminWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/events'] })])
    },
  })
}

export function useCreateAdminEvent() {
  return useAdminWrite((input: AdminEventBodyInput) => json<AdminEventResponse>(apiRequest('POST', '/api/admin/events', input)))
}

export function useUpdateAdminEvent(id: number) {
  return useAdminWrite((input: AdminEventBodyInput) => json<AdminEventResponse>(apiRequest('PUT', `/api/admin/events/${id}`, input)))
}

export function useAdminEventAction() {
  return useAdminWrite(({ id, action, reason }: { id: number; action: Action; reason?: string }) =>
    json<AdminEventResponse>(apiRequest('POST', `/api/admin/events/${id}/${action}`, reason ? { reason } : {})),
  )
}

export function useDeleteAdminEvent() {
  return useAdminWrite(({ id }: { id: number }) => json<AdminEventDeletedResponse>(apiRequest('DELETE', `/api/admin/events/${id}`)))
}

/** POST /api/admin/events/import: a preview (dryRun) writes nothing, so only the real import invalidates. */
export function useImportEvents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EventImportRequest) => json<EventImportResponse>(apiRequest('POST', '/api/admin/events/import', input)),
    retry: false,
    onSuccess: async (result) => {
      if (result.dryRun || result.counts.created === 0) return
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/events'] })])
    },
  })
}
