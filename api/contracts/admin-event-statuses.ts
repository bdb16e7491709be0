/**
 * The statuses of an event as staff filter them (decision 029). Its own tiny module: the /admin/events
 * route's search check imports it, and whatever that route file imports ships in the first download.
 */
export const ADMIN_EVENT_STATUSES = ['pending', 'published', 'rejected', 'unpublished'] as const
export type AdminEventStatus = (typeof ADMIN_EVENT_STATUSES)[number]
