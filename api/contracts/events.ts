/**
 * Events and festivals: request and response shapes of spec doc 2 §3 (Event, Featured event) and the
 * /add-event submission of doc 3 (login-protected, reviewed by staff), shared by the API and the PWA.
 * Events carry both spellings the spec reads (title/name, startDate/start_date, imageUrl/image …).
 */
import { z } from 'zod'
import { text } from './text.ts'
import { EVENTS_PER_PAGE_MAX, EVENT_CATEGORIES, EVENT_LIMITS, EVENT_MESSAGES, MANILA_UTC_OFFSET, safeTicketUrl } from './events-rules.ts'

// Constants and helpers without zod live in events-rules.ts, so pages can import them without zod.
export * from './events-rules.ts'
import { isValidIsoDate } from './movies.ts'
import { Pagination, PAGE_MAX, flagParam, wholeNumberParam } from './paging.ts'

// ---- Requests ----------------------------------------------------------------------------------

const CategoryFilter = text({ error: 'category must be text' })
  .trim()
  .regex(/^[A-Za-z0-9 &-]{1,40}$/, 'category must be an event category such as Music')

const SlugParam = (name: string) =>
  text({ error: `${name} must be text` })
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, `${name} must be a slug such as bgc-arts-month`)

/** GET /api/events?category=&page=&per_page=&featured=&festival= (upcoming published events). */
export const EventsQuery = z.object({
  category: CategoryFilter.optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, EVENTS_PER_PAGE_MAX),
  featured: flagParam('featured'),
  festival: SlugParam('festival').optional(),
})
export type EventsQuery = z.infer<typeof EventsQuery>

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * A date and time as `<input type="datetime-local">` sends it ("2026-12-05T19:00", Manila wall time),
 * or an ISO instant with Z or an offset. Becomes a Date.
 */
function dateTimeField(label: string) {
  const format = `${label} must be a date and time like 2026-12-05T19:00`
  return text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .superRefine((value, ctx) => {
      const match = LOCAL_DATE_TIME.exec(value)
      const valid = match !== null && isValidIsoDate(match[1]!) && Number(match[2]) < 24 && Number(match[3]) < 60
      if (!valid) ctx.addIssue({ code: 'custom', message: format })
    })
    .transform((value) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}${value.length === 16 ? ':00' : ''}${MANILA_UTC_OFFSET}`))
}

/** Optional form fields arrive as '' when left empty. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const requiredText = (label: string, min: number, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)

/** POST /api/events: an event submitted by a signed-in user for staff review. */
export const EventCreate = z
  .object({
    title: requiredText('Title', EVENT_LIMITS.titleMin, EVENT_LIMITS.titleMax),
    description: requiredText('Description', EVENT_LIMITS.descriptionMin, EVENT_LIMITS.descriptionMax),
    category: z.enum(EVENT_CATEGORIES, { error: 'Please choose a category' }),
    startDate: dateTimeField('Start date'),
    endDate: z.preprocess(emptyToUndefined, dateTimeField('End date').optional()),
    venue: requiredText('Venue', 2, EVENT_LIMITS.venueMax),
    location: requiredText('City or area', 2, EVENT_LIMITS.locationMax),
    price: text({ error: 'Price must be text' })
      .trim()
      .max(EVENT_LIMITS.priceMax, `Price must be at most ${EVENT_LIMITS.priceMax} characters`)
      .optional()
      .transform((value) => value || 'Free'),
    festival: z.preprocess(emptyToUndefined, SlugParam('festival').optional()),
    /** Where to buy tickets or register: an http(s) address only (decision 051). */
    ticketUrl: z.preprocess(
      emptyToUndefined,
      text({ error: EVENT_MESSAGES.ticketUrlInvalid })
        .trim()
        .max(EVENT_LIMITS.ticketUrlMax, EVENT_MESSAGES.ticketUrlTooLong)
        .refine((value) => safeTicketUrl(value) !== null, EVENT_MESSAGES.ticketUrlInvalid)
        .transform((value) => safeTicketUrl(value)!)
        .optional(),
    ),
  })
  .superRefine((event, ctx) => {
    // Runs even when a field failed (zod keeps collecting issues); compare only two parsed dates.
    if (!(event.startDate instanceof Date) || !(event.endDate instanceof Date)) return
    if (event.endDate.getTime() <= event.startDate.getTime()) ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endBeforeStart })
    else if (event.endDate.getTime() - event.startDate.getTime() > EVENT_LIMITS.maxDurationDays * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.tooLong })
    }
  })
/** What the form sends (strings). */
export type EventCreateInput = z.input<typeof EventCreate>
/** What the server works with (dates parsed, defaults applied). */
export type EventCreate = z.output<typeof EventCreate>

// ---- Responses ---------------------------------------------------------------------------------

export const EventFestivalRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })

/** Doc 2 §3 Event (both spellings) plus the Featured event fields (date, featured). */
export const Event = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  excerpt: z.string(),
  /** ISO instants (UTC, with Z). */
  startDate: z.string(),
  start_date: z.string(),
  endDate: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Same as startDate (the featured-event field). */
  date: z.string(),
  venue: z.string().nullable(),
  location: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  image: z.string().nullable(),
  /** Free text, 'Free' by default. */
  price: z.string(),
  featured: z.boolean(),
  /** 'published' | 'pending' | 'rejected' */
  status: z.string(),
  festival: EventFestivalRef.nullable(),
  /** Event page: /events/{slug}. */
  url: z.string(),
  /** Where to buy tickets or register (an http(s) address), or null. */
  ticketUrl: z.string().nullable(),
  /** The .ics of a published event (/api/events/{slug}/calendar.ics), null while it is not public. */
  calendarUrl: z.string().nullable(),
})
export type Event = z.infer<typeof Event>

export const EventListResponse = z.object({ status: z.literal('success'), data: z.array(Event), pagination: Pagination })
export type EventListResponse = z.infer<typeof EventListResponse>

export const EventResponse = z.object({ status: z.literal('success'), data: Event })
export type EventResponse = z.infer<typeof EventResponse>

export const EventCreatedResponse = z.object({ status: z.literal('success'), message: z.string(), data: Event })
export type EventCreatedResponse = z.infer<typeof EventCreatedResponse>

export const EventCategoryCount = z.object({ name: z.string(), slug: z.string(), count: z.number().int() })
export type EventCategoryCount = z.infer<typeof EventCategoryCount>
/** GET /api/events/categories (doc 1 §3: "a categories list"): categories of upcoming events, with counts. */
export const EventCategoriesResponse = z.object({ status: z.literal('success'), categories: z.array(EventCategoryCount) })
export type EventCategoriesResponse = z.infer<typeof EventCategoriesResponse>

export const Festival = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string().nullable(),
  image: z.string().nullable(),
  featured: z.boolean(),
  /** Published events of the festival. */
  eventCount: z.number().int(),
  url: z.string(),
})
export type Festival = z.infer<typeof Festival>

export const FestivalListResponse = z.object({ status: z.literal('success'), data: z.array(Festival) })
export type FestivalListResponse = z.infer<typeof FestivalListResponse>

export const FestivalResponse = z.object({ status: z.literal('success'), data: Festival.extend({ events: z.array(Event) }) })
export type FestivalResponse = z.infer<typeof FestivalResponse>
