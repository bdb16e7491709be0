/**
 * Admin events (issue 15, decision 029): statuses, limits, messages and the CSV columns of the import.
 * Plain values only (no zod), so admin page chunks can import them cheaply; admin-events.ts re-exports them.
 */
export { ADMIN_EVENT_STATUSES, type AdminEventStatus } from './admin-event-statuses.ts'

/** What staff choose when they create an event or run an import. */
export const ADMIN_SAVE_STATUSES = ['published', 'unpublished'] as const

export const ADMIN_EVENTS_PER_PAGE_DEFAULT = 25
export const ADMIN_EVENTS_PER_PAGE_MAX = 100

export const EVENT_IMPORT_LIMITS = {
  /** Characters of an uploaded file (and bytes of a fetched URL). */
  maxChars: 1_000_000,
  /** Rows (CSV records or iCalendar occurrences) one import may hold. */
  maxRows: 2_000,
  /** Recurring iCalendar events: occurrences starting within this many days of today … */
  recurrenceWindowDays: 180,
  /** … and at most this many per event. */
  maxOccurrencesPerEvent: 52,
  urlTimeoutMs: 10_000,
  urlMaxRedirects: 3,
} as const

/** The JSON body limit of POST /api/admin/events/import (the file travels inside JSON, escaped). */
export const EVENT_IMPORT_BODY_LIMIT = '3mb'
export const EVENT_IMPORT_PATH = '/api/admin/events/import'

/**
 * The CSV columns (header row required, any order, names case-insensitive). `id` is optional: when
 * present it identifies the row across imports; otherwise title + start + venue do.
 */
export const EVENT_CSV_COLUMNS = [
  { name: 'id', required: false, help: 'Your own id for the event (optional). Rows with the same id are never imported twice.' },
  { name: 'title', required: true, help: '3 to 120 characters.' },
  { name: 'description', required: true, help: '20 to 2000 characters.' },
  { name: 'category', required: true, help: 'One of Music, Arts, Theatre, Film, Food, Festival, Market, Sports, Tech, Community.' },
  { name: 'start', required: true, help: 'Manila time, 2026-12-05T19:00 (or 2026-12-05 19:00).' },
  { name: 'end', required: false, help: 'Optional, after the start, at most 31 days later.' },
  { name: 'venue', required: true, help: 'e.g. Ayala Triangle Gardens.' },
  { name: 'location', required: true, help: 'City or area, e.g. Makati.' },
  { name: 'price', required: false, help: 'Free text; empty means Free.' },
  { name: 'festival', required: false, help: 'Slug of an existing festival (optional).' },
  { name: 'ticket_url', required: false, help: 'Where to buy tickets or register, https://… (optional).' },
] as const

export const EVENT_CSV_TEMPLATE =
  'id,title,description,category,start,end,venue,location,price,festival\n' +
  'ex-001,Jazz at the Park,"An evening of jazz standards under the trees, with food stalls and picnic mats.",Music,2026-12-12T18:00,2026-12-12T22:00,Ayala Triangle Gardens,Makati,Free,\n'

export const ADMIN_EVENT_MESSAGES = {
  created: 'Event created',
  updated: 'Event saved',
  published: 'Event published',
  unpublished: 'Event unpublished',
  approved: 'Event approved and published',
  rejected: 'Event rejected',
  deleted: 'Event deleted',
  alreadyPublished: 'This event is already published',
  notPublished: 'Only a published event can be unpublished',
  notPending: 'Only an event waiting for review can be approved or rejected',
  importConflict: 'Another import added some of these events at the same time. Run the import again.',
  importEmpty: 'The file has no events',
  importTooManyRows: `An import can hold at most ${EVENT_IMPORT_LIMITS.maxRows} events`,
  importNeedsSource: 'Choose a file or enter a URL',
  importOneSource: 'Send either a file or a URL, not both',
  importUrlOnlyIcs: 'Only iCalendar (.ics) files can be imported from a URL',
  csvMissingColumns: 'The CSV is missing required columns',
  csvUnknownColumns: 'The CSV has unknown columns',
  csvUnreadable: 'The CSV file could not be read',
  icsUnreadable: 'The file is not a valid iCalendar (.ics) file',
  duplicateInFile: 'The same event appears earlier in this file',
  alreadyImported: 'Already imported',
} as const
