/**
 * Admin events (issue 15, decision 029): the list's filters, the create/edit body (the add-event schema,
 * EventCreate, with its fields and messages, plus what only staff set), moderation reasons and the import.
 */
import { z } from 'zod'
import { EventCreate, Event } from './events.ts'
import { ADMIN_EVENTS_PER_PAGE_MAX, ADMIN_EVENT_STATUSES, ADMIN_SAVE_STATUSES, EVENT_IMPORT_LIMITS } from './admin-events-rules.ts'
import { IsoDate } from './movies.ts'
import { Pagination, PAGE_MAX, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'

export * from './admin-events-rules.ts'

/** GET /api/admin/events?status=&q=&from=&to=&page=&per_page= */
export const AdminEventsQuery = z.object({
  status: z.enum(ADMIN_EVENT_STATUSES, { error: `status must be one of ${ADMIN_EVENT_STATUSES.join(', ')}` }).optional(),
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
  /** Start date on or after this Manila day. */
  from: IsoDate.optional(),
  /** Start date on or before this Manila day. */
  to: IsoDate.optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, ADMIN_EVENTS_PER_PAGE_MAX),
})
export type AdminEventsQuery = z.infer<typeof AdminEventsQuery>

/** The :id of /api/admin/events/:id. */
export const AdminEventParams = z.object({
  id: text({ error: 'id must be a number' }).regex(/^\d{1,9}$/, 'id must be a number').transform(Number),
})

/** POST /api/admin/events and PUT /api/admin/events/:id: the add-event fields and messages, plus the status staff save with. */
export const AdminEventBody = EventCreate.and(
  z.object({
    status: z.enum(ADMIN_SAVE_STATUSES, { error: 'status must be published or unpublished' }).optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  }),
)
export type AdminEventBodyInput = z.input<typeof AdminEventBody>
export type AdminEventBody = z.output<typeof AdminEventBody>

/** POST /api/admin/events/:id/reject (and the other moderation actions): an optional reason for the log. */
export const AdminEventReason = z.object({
  reason: text({ error: 'reason must be text' }).trim().max(500, 'Reason must be at most 500 characters').optional(),
})
export type AdminEventReason = z.infer<typeof AdminEventReason>

/** POST /api/admin/events/import: a file's text (CSV or iCalendar) or an iCalendar URL; dryRun previews only. */
export const EventImportRequest = z.object({
  format: z.enum(['csv', 'ics'], { error: 'format must be csv or ics' }),
  content: text({ error: 'content must be text' })
    .max(EVENT_IMPORT_LIMITS.maxChars, `The file is larger than ${EVENT_IMPORT_LIMITS.maxChars / 1_000_000} MB`)
    .optional(),
  url: text({ error: 'url must be text' }).trim().max(2000, 'url must be at most 2000 characters').optional(),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional(),
  /** Status of the created events (published by default). */
  status: z.enum(ADMIN_SAVE_STATUSES, { error: 'status must be published or unpublished' }).optional(),
})
export type EventImportRequest = z.infer<typeof EventImportRequest>

// ---- Responses ---------------------------------------------------------------------------------

export const AdminEvent = Event.extend({
  submittedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  imported: z.boolean(),
})
export type AdminEvent = z.infer<typeof AdminEvent>

export const AdminEventStatusCounts = z.record(z.string(), z.number().int())

export const AdminEventListResponse = z.object({ status: z.literal('success'), data: z.array(AdminEvent), pagination: Pagination, counts: AdminEventStatusCounts })
export type AdminEventListResponse = z.infer<typeof AdminEventListResponse>

export const AdminEventResponse = z.object({ status: z.literal('success'), message: z.string().optional(), data: AdminEvent })
export type AdminEventResponse = z.infer<typeof AdminEventResponse>

export const AdminEventDeletedResponse = z.object({ status: z.literal('success'), message: z.string() })
export type AdminEventDeletedResponse = z.infer<typeof AdminEventDeletedResponse>

export const ImportRowStatus = z.enum(['new', 'duplicate', 'invalid'])
export const ImportRow = z.object({
  /** Line of the file the row starts on (CSV record, or the iCalendar BEGIN:VEVENT). */
  line: z.number().int(),
  status: ImportRowStatus,
  title: z.string(),
  startDate: z.string().nullable(),
  venue: z.string().nullable(),
  /** Why the row cannot be imported ("Title is required", "End must be after the start" …). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The created event, once imported. */
  eventId: z.number().int().nullable(),
})
export type ImportRow = z.infer<typeof ImportRow>

export const EventImportResponse = z.object({
  status: z.literal('success'),
  dryRun: z.boolean(),
  message: z.string(),
  counts: z.object({ total: z.number().int(), new: z.number().int(), duplicate: z.number().int(), invalid: z.number().int(), created: z.number().int() }),
  rows: z.array(ImportRow),
})
export type EventImportResponse = z.infer<typeof EventImportResponse>

