import type { Event } from '@contracts/events'
import { breadcrumbJsonLd, clip, collectionPageJsonLd, headImage, pageHead } from '@/lib/page-head'
import { eventJsonLd } from './event-json-ld'

/**
 * The head of an event page (/events/{slug}), built by its loader: title, description, canonical address, Open Graph
 * with the event's picture, the schema.org Event and the breadcrumb trail. An event staff have not published yet
 * (shown to its submitter only) has no Event data and stays out of search indexes.
 */
export function eventHead(event: Event, origin: string) {
  const published = event.status === 'published'
  return pageHead(event.title, clip(`${event.title}: ${event.excerpt}`), {
    origin,
    path: event.url,
    image: headImage(event.image, event.title),
    robots: published ? undefined : 'noindex',
    jsonLd: [
      published ? eventJsonLd(event, origin) : null,
      breadcrumbJsonLd(origin, [
        ['Events', '/events'],
        [event.title, event.url],
      ]),
    ],
  })
}

const EVENTS_DESCRIPTION = 'Upcoming concerts, food fairs, exhibits, theatre, film and sports events in Metro Manila and across the Philippines.'

/**
 * The events list's head (/events?category=&page=), built by its loader: the category's name in the title, the
 * canonical address with the filter and page, and a CollectionPage of the page's events.
 */
export function eventsListHead(events: readonly Event[], categoryName: string | undefined, search: { category?: string; page?: number }, origin: string) {
  const query = new URLSearchParams()
  if (search.category) query.set('category', search.category)
  if (search.page && search.page > 1) query.set('page', String(search.page))
  const path = query.toString() ? `/events?${query.toString()}` : '/events'
  const title = categoryName ? `${categoryName} events` : 'Events'
  return pageHead(title, EVENTS_DESCRIPTION, {
    origin,
    path,
    jsonLd: collectionPageJsonLd(
      origin,
      { name: title, description: EVENTS_DESCRIPTION, path },
      events.map((event) => ({ name: event.title, path: event.url, type: 'Event' })),
    ),
  })
}
