import type { Event, Festival } from '@contracts/events'
import { STRUCTURED_DATA_DEFAULTS } from '@contracts/places-rules'
import { absoluteUrl, breadcrumbJsonLd, clip, collectionHead, collectionPageJsonLd, headImage, pageHead } from '@/lib/page-head'
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

/** The head of /festivals, built by its loader: a CollectionPage of the festivals coming up. */
export function festivalsListHead(festivals: readonly Pick<Festival, 'name' | 'url'>[], origin: string) {
  return collectionHead(
    origin,
    {
      name: 'Festivals',
      description: 'Food, arts, music and flower festivals coming up in Metro Manila and across the Philippines, with their events.',
      path: '/festivals',
    },
    festivals.map((festival) => ({ name: festival.name, path: festival.url, type: 'Festival' })),
  )
}

/**
 * The head of a festival page (/festivals/{slug}), built by its loader: its name and description, its picture, the
 * schema.org Festival with its dates, place and events (subEvent), and the breadcrumb trail.
 */
export function festivalHead(festival: Festival & { events: readonly Pick<Event, 'title' | 'url' | 'startDate'>[] }, origin: string) {
  return pageHead(festival.name, clip(`${festival.name}: ${festival.description}`), {
    origin,
    path: festival.url,
    image: headImage(festival.image, festival.name),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Festival',
        name: festival.name,
        description: festival.description,
        url: absoluteUrl(festival.url, origin),
        startDate: festival.startDate,
        endDate: festival.endDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        inLanguage: STRUCTURED_DATA_DEFAULTS.inLanguage,
        ...(festival.image ? { image: [absoluteUrl(festival.image, origin)] } : {}),
        location: {
          '@type': 'Place',
          name: festival.location ?? 'To be announced',
          address: { '@type': 'PostalAddress', ...(festival.location ? { addressLocality: festival.location } : {}), addressCountry: STRUCTURED_DATA_DEFAULTS.addressCountry },
        },
        ...(festival.events.length > 0
          ? { subEvent: festival.events.map((event) => ({ '@type': 'Event', name: event.title, url: absoluteUrl(event.url, origin), startDate: event.startDate })) }
          : {}),
      },
      breadcrumbJsonLd(origin, [
        ['Festivals', '/festivals'],
        [festival.name, festival.url],
      ]),
    ],
  })
}
