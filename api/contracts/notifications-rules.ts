/**
 * Movie-release alerts and the inbox without zod (the PWA imports these into page chunks): wording of
 * spec doc 2 §5/§8 and doc 3 §2/§8, and the constants of doc 2 §9 and doc 3 §9. The zod schemas are in
 * ./notifications.ts (which re-exports this file).
 */

/** Inbox poll on the notifications page (doc 3 §9). */
export const INBOX_POLL_MS = 30_000
/** The test desktop notification closes itself after this long (doc 2 §9). */
export const TEST_NOTIFICATION_CLOSE_MS = 5_000
/** GET /api/notifications/inbox returns at most this many items (newest first). */
export const INBOX_LIMIT_DEFAULT = 50
export const INBOX_LIMIT_MAX = 100
/** An email typed in Get Notified: at most this long (RFC 5321 path limit). */
export const NOTIFY_EMAIL_MAX = 254

/** Tracking card states (doc 3 §4): Pending (not released, not notified), Notified, Released (release date passed). */
export const MOVIE_NOTIFICATION_STATES = ['pending', 'notified', 'released'] as const
export type MovieNotificationState = (typeof MOVIE_NOTIFICATION_STATES)[number]

export const NOTIFICATION_MESSAGES = {
  // doc 2 §5
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address',
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please log in to receive movie notifications',
  // doc 2 §8
  createFailed: 'Failed to create notification: ',
  connectionTimeout: 'Connection Timeout',
  notFound: 'Notification Not Found',
  removeFailed: 'Failed to remove notification',
  // doc 3 §2 / §8
  viewLoginRequired: 'Please log in to view your notifications.',
  loadFailed: 'Failed to load notifications',
  markReadFailed: 'Failed to mark notification as read: ',
  // Server answers the spec does not word
  emailRequired: 'Please enter a valid email address',
  alreadyReleased: 'This movie has already been released',
  movieNotFound: 'Movie not found',
} as const

/** Doc 2 §5: the Get Notified email must be non-empty and contain @. */
export function isNotifyEmail(value: string): boolean {
  const email = value.trim()
  return email.length > 0 && email.length <= NOTIFY_EMAIL_MAX && /^[^\s@]+@[^\s@]+$/.test(email)
}
