import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventCreatedResponse, EventCreateInput } from '@contracts/events'
import { apiRequest } from '@/lib/api-client'
import { eventApiPath } from './get-event'

/** POST /api/events: submits an event for staff review (signed in; the server validates again). */
export async function createEvent(input: EventCreateInput): Promise<EventCreatedResponse> {
  const response = await apiRequest('POST', '/api/events', input)
  return (await response.json()) as EventCreatedResponse
}

/**
 * The add-event form's mutation. A submission is pending, so no public list changes; only the new
 * event's own entry is filled (its page opens at once for its author). Not retried: a retry after a
 * lost answer would submit the event twice.
 */
export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEvent,
    retry: false,
    onSuccess: (created) => queryClient.setQueryData([eventApiPath(created.data.slug)], created.data),
  })
}
