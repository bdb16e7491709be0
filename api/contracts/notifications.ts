/**
 * Movie-release alerts (Notify Me), the user's tracking list and the inbox: the shapes of spec doc 2 §3/§7
 * and doc 3 §3/§7, shared by the Koa API (validation, presenters) and, as types, the PWA. Zod-free rules
 * and wording are in ./notifications-rules.ts (re-exported here) so page chunks need not load zod.
 *
 * Ids: `/api/movies/{id}/notifications*` take the movie's numeric id; `/api/notifications/{id}` (PUT read,
 * DELETE) take an inbox item's id. A tracking notification is cancelled through its movie
 * (DELETE /api/movies/{movieId}/notifications).
 */
import { z } from 'zod'
import { text } from './text.ts'
import {
  INBOX_LIMIT_DEFAULT,
  INBOX_LIMIT_MAX,
  MOVIE_NOTIFICATION_STATES,
  NOTIFICATION_MESSAGES,
  NOTIFY_EMAIL_MAX,
  isNotifyEmail,
} from './notifications-rules.ts'

export * from './notifications-rules.ts'

/** A positive whole-number id in a path. */
export const NotificationIdParams = z.object({
  id: text()
    .regex(/^\d{1,9}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((id) => id > 0, 'must be a positive whole number'),
})
export type NotificationIdParams = z.infer<typeof NotificationIdParams>

// ---- Notify Me (doc 2 §5, §7) ---------------------------------------------------------------------

/**
 * POST /api/movies/{id}/notifications. `email` is the one typed in Get Notified; without it the email on
 * record is used (400 EMAIL_REQUIRED when there is none, so the page opens the dialog).
 */
export const MovieNotificationCreate = z.object({
  email: text({ error: NOTIFICATION_MESSAGES.invalidEmail })
    .trim()
    .max(NOTIFY_EMAIL_MAX, NOTIFICATION_MESSAGES.invalidEmail)
    .refine(isNotifyEmail, NOTIFICATION_MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase())
    .optional(),
})
export type MovieNotificationCreate = z.infer<typeof MovieNotificationCreate>

export const MovieNotificationState = z.enum(MOVIE_NOTIFICATION_STATES)
export type MovieNotificationState = z.infer<typeof MovieNotificationState>

/** Movie tracking notification (doc 3 §3): one per user and movie. */
export const MovieNotification = z.object({
  id: z.number().int(),
  movieId: z.number().int(),
  movieTitle: z.string(),
  /** Manila date "YYYY-MM-DD" of the release, or null when not announced. */
  releaseDate: z.string().nullable(),
  notified: z.boolean(),
  /** When the release alert went out (ISO instant), or null. */
  notifiedAt: z.string().nullable(),
  /** Pending (not released, not notified), Notified, Released (release date passed, not notified yet). */
  state: MovieNotificationState,
  /** The address the alert email goes to, or null. */
  email: z.string().nullable(),
  createdAt: z.string(),
  movie: z.object({
    hash: z.string(),
    title: z.string(),
    slug: z.string(),
    poster: z.string().nullable(),
    /** /movies/title/{hash}/{slug} */
    url: z.string(),
  }),
})
export type MovieNotification = z.infer<typeof MovieNotification>

/**
 * GET /api/movies/{id}/notifications/check (doc 2 §3), and the answer of POST (201 created, 200 already
 * set) and DELETE /api/movies/{id}/notifications (hasNotification false).
 */
export const NotificationCheckResponse = z.object({
  hasNotification: z.boolean(),
  notification: MovieNotification.nullable(),
})
export type NotificationCheckResponse = z.infer<typeof NotificationCheckResponse>

/** GET /api/notifications: the user's movie tracking list, newest first. */
export const MovieNotificationListResponse = z.object({ items: z.array(MovieNotification) })
export type MovieNotificationListResponse = z.infer<typeof MovieNotificationListResponse>

// ---- Inbox (doc 3 §3, §7) -------------------------------------------------------------------------

/** GET /api/notifications/inbox?filter=all|unread&limit=1..100 */
export const InboxQuery = z.object({
  filter: z.enum(['all', 'unread'], { error: 'must be all or unread' }).default('all'),
  limit: z.coerce
    .number({ error: `must be a whole number between 1 and ${INBOX_LIMIT_MAX}` })
    .int(`must be a whole number between 1 and ${INBOX_LIMIT_MAX}`)
    .min(1, `must be a whole number between 1 and ${INBOX_LIMIT_MAX}`)
    .max(INBOX_LIMIT_MAX, `must be a whole number between 1 and ${INBOX_LIMIT_MAX}`)
    .default(INBOX_LIMIT_DEFAULT),
})
export type InboxQuery = z.infer<typeof InboxQuery>

/** Inbox notification (doc 3 §3). */
export const InboxItem = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** Manila date "YYYY-MM-DD", or null. */
  releaseDate: z.string().nullable(),
  createdAt: z.string(),
  movieId: z.number().int().nullable(),
  /** The movie's page (/movies/title/{hash}/{slug}); opening it marks the item read. */
  movieUrl: z.string().nullable(),
  /** Poster for the card, or null. */
  poster: z.string().nullable(),
})
export type InboxItem = z.infer<typeof InboxItem>

/** GET /api/notifications/inbox: newest first; `unreadCount` counts every unread item, not only those listed. */
export const InboxResponse = z.object({
  items: z.array(InboxItem),
  unreadCount: z.number().int(),
  total: z.number().int(),
})
export type InboxResponse = z.infer<typeof InboxResponse>

/** PUT /api/notifications/{id}/read and DELETE /api/notifications/{id}. */
export const InboxItemResponse = z.object({ item: InboxItem, unreadCount: z.number().int() })
export type InboxItemResponse = z.infer<typeof InboxItemResponse>

export const InboxDeleteResponse = z.object({ deleted: z.literal(true), id: z.number().int(), unreadCount: z.number().int() })
export type InboxDeleteResponse = z.infer<typeof InboxDeleteResponse>
