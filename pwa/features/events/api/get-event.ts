import { queryOptions } from '@tanstack/react-query'
import type { Event, EventResponse } from '@contracts/events'
import { getJson } from '@/lib/api-client'

export const eventApiPath = (slug: string) => `/api/events/${encodeURIComponent(slug)}`

/** GET /api/events/:slug (404 'Event not found'). */
export async function getEvent(slug: string, signal?: AbortSignal): Promise<Event> {
  return (await getJson<EventResponse>(eventApiPath(slug), { signal })).data
}

export function eventQuery(slug: string) {
  return queryOptions({ queryKey: [eventApiPath(slug)], queryFn: ({ signal }) => getEvent(slug, signal), staleTime: 5 * 60_000 })
}
