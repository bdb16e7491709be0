import { queryOptions, useQuery } from '@tanstack/react-query'
import { HOME_UPCOMING_EVENTS } from '@contracts/events-rules'
import type { Event, EventListResponse } from '@contracts/events'
import { getJson } from '@/lib/api-client'

const PATH = '/api/events'

export interface EventsParams {
  /** Category name or slug ('Music' or 'music'). */
  category?: string
  page?: number
  perPage?: number
  featured?: boolean
  /** Festival slug. */
  festival?: string
}

const toQuery = (params: EventsParams) => ({
  category: params.category || undefined,
  page: params.page,
  per_page: params.perPage,
  featured: params.featured,
  festival: params.festival || undefined,
})

/** GET /api/events: upcoming published events, soonest first, one page at a time. */
export function getEvents(params: EventsParams = {}, signal?: AbortSignal): Promise<EventListResponse> {
  return getJson<EventListResponse>(PATH, { params: toQuery(params), signal })
}

/** An events list page (with its paging facts), fresh 5 minutes. */
export function eventsQuery(params: EventsParams = {}) {
  return queryOptions({ queryKey: [PATH, toQuery(params)], queryFn: ({ signal }) => getEvents(params, signal), staleTime: 5 * 60_000 })
}

/** Just the events of a list (home sections): the key's last element keeps it apart from the page entry. */
function eventItemsQuery(params: EventsParams) {
  return queryOptions({
    queryKey: [PATH, toQuery(params), 'items'],
    queryFn: async ({ signal }): Promise<Event[]> => (await getEvents(params, signal)).data,
    staleTime: 5 * 60_000,
  })
}

/** The next upcoming events (home: 3, doc 2 §9). */
export function upcomingEventsQuery(limit = HOME_UPCOMING_EVENTS) {
  return eventItemsQuery({ perPage: limit })
}

/** Featured upcoming events (home: Featured Events, each linking to /events/{slug}). */
export function featuredEventsQuery(limit = 6) {
  return eventItemsQuery({ featured: true, perPage: limit })
}

export function useUpcomingEvents(limit = HOME_UPCOMING_EVENTS) {
  return useQuery(upcomingEventsQuery(limit))
}
