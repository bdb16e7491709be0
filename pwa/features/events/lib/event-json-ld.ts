import type { Event } from '@contracts/events'
import { STRUCTURED_DATA_DEFAULTS } from '@contracts/places-rules'

/** schema.org Event of an event page (doc 2 §9 defaults: country PH, language en-PH). */
export function eventJsonLd(event: Event, origin: string): Record<string, unknown> {
  const free = /^free$/i.test(event.price.trim())
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: new URL(event.url, origin).href,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: STRUCTURED_DATA_DEFAULTS.inLanguage,
    ...(event.image ? { image: [new URL(event.image, origin).href] } : {}),
    location: {
      '@type': 'Place',
      name: event.venue ?? event.location ?? 'To be announced',
      address: {
        '@type': 'PostalAddress',
        ...(event.location ? { addressLocality: event.location } : {}),
        addressCountry: STRUCTURED_DATA_DEFAULTS.addressCountry,
      },
    },
    offers: free
      ? { '@type': 'Offer', price: 0, priceCurrency: 'PHP', url: new URL(event.url, origin).href }
      : { '@type': 'Offer', priceCurrency: 'PHP', description: event.price, url: new URL(event.url, origin).href },
  }
}
