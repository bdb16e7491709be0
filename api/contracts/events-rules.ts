/**
 * Event limits, categories, messages and paths (spec doc 2 §9, doc 3).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * events.ts re-exports everything here.
 */
// ---- Constants ---------------------------------------------------------------------------------

export const EVENTS_PER_PAGE_DEFAULT = 12
export const EVENTS_PER_PAGE_MAX = 50
/** Home: 3 upcoming events (doc 2 §9). */
export const HOME_UPCOMING_EVENTS = 3
export const EVENT_EXCERPT_LENGTH = 180

/** Categories a submitted event may take (the demo events use the same names). */
export const EVENT_CATEGORIES = ['Music', 'Arts', 'Theatre', 'Film', 'Food', 'Festival', 'Market', 'Sports', 'Tech', 'Community'] as const

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 2000,
  venueMax: 120,
  locationMax: 80,
  priceMax: 60,
  ticketUrlMax: 500,
  /** A submitted event starts within this many days. */
  startWithinDays: 730,
  /** And lasts at most this many days. */
  maxDurationDays: 31,
  /** Submissions per user per hour (spam guard). */
  submissionsPerHour: 5,
} as const

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  festivalNotFound: 'Festival not found',
  submitted: 'Thanks! Your event was submitted and will appear once our team has reviewed it.',
  pendingNotice: 'This event is waiting for review. Only you can see it until it is approved.',
  noEvents: 'No upcoming events yet. Check back soon.',
  unknownFestival: 'Unknown festival',
  startInPast: 'Start date must be in the future',
  startTooFar: 'Start date must be within the next 2 years',
  endBeforeStart: 'End must be after the start',
  tooLong: `An event can last at most ${EVENT_LIMITS.maxDurationDays} days`,
  tooManySubmissions: 'You have submitted several events in a short time. Please try again later.',
  ticketUrlInvalid: 'Tickets or registration link must be a web address starting with https:// or http://',
  ticketUrlTooLong: `Tickets or registration link must be at most ${EVENT_LIMITS.ticketUrlMax} characters`,
} as const

/** What the event page says around its links (decision 051). */
export const EVENT_LINK_LABELS = {
  tickets: 'Get tickets or register',
  addToCalendar: 'Add to calendar',
  map: 'View on map',
  opensInNewTab: 'opens in a new tab',
} as const

/**
 * A ticket or registration address fit to be a link: an absolute http(s) URL with a host, else null (never
 * `javascript:`, `data:` or a relative path). Used by the schema, the presenter and the page alike.
 */
export function safeTicketUrl(value: string | null | undefined): string | null {
  if (!value || value.length > EVENT_LIMITS.ticketUrlMax) return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) return null
  return url.href
}

/** The calendar file of a published event: /api/events/{slug}/calendar.ics. */
export const eventCalendarPath = (slug: string) => `/api/events/${encodeURIComponent(slug)}/calendar.ics`

/**
 * The venue on OpenStreetMap: the map at the coordinates when they are known, else a search for the venue and
 * the city or area (events have no coordinates today; festivals neither).
 */
export function osmLink(place: { venue?: string | null; location?: string | null; lat?: number | null; lng?: number | null }): string | null {
  if (typeof place.lat === 'number' && typeof place.lng === 'number' && Number.isFinite(place.lat) && Number.isFinite(place.lng)) {
    const lat = place.lat.toFixed(6)
    const lng = place.lng.toFixed(6)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  }
  const query = [place.venue, place.location].map((part) => part?.trim()).filter(Boolean).join(', ')
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null
}

/** Manila has kept UTC+8 without daylight saving since 1978, so a wall-clock time converts with a constant. */
export const MANILA_UTC_OFFSET = '+08:00'

/** Event page path: /events/{slug}. */
export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`
/** Festival page path: /festivals/{slug}. */
export const festivalPath = (slug: string) => `/festivals/${encodeURIComponent(slug)}`
/** The category's filter value: 'Theatre' → 'theatre'. */
export const eventCategorySlug = (name: string) => name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
