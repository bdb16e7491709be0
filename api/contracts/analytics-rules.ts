/**
 * Analytics (issue 16, spec doc 1 §3 and §7, decision 036): the event names, the ticket funnel, the
 * limits of POST /api/analytics/events and of the admin report. Plain values only (no zod), so the
 * client's eager analytics code can import them without the schema library; analytics.ts re-exports them.
 */

/** The events of doc 1 §7, plus the page view sent on each path change (doc 1 §4). */
export const ANALYTICS_EVENTS = [
  'page_view',
  'search',
  'trending_search_click',
  'tab_switch',
  'ticket_purchase_funnel',
  'buy_tickets_click',
  'theater_selected',
  'showtime_selected',
  'seats_selected',
  'purchase',
  'ticket_transaction_completed',
  'ticket_transaction_failed',
] as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]

/** The ticket funnel in order, as the admin report counts it (doc 1 §7). */
export const TICKET_FUNNEL_STEPS = [
  'buy_tickets_click',
  'theater_selected',
  'showtime_selected',
  'seats_selected',
  'purchase',
  'ticket_transaction_completed',
] as const satisfies readonly AnalyticsEventName[]
export type TicketFunnelStep = (typeof TICKET_FUNNEL_STEPS)[number]

export const TICKET_FUNNEL_LABELS: Record<TicketFunnelStep, string> = {
  buy_tickets_click: 'Buy tickets clicked',
  theater_selected: 'Cinema chosen',
  showtime_selected: 'Showtime chosen',
  seats_selected: 'Seats chosen',
  purchase: 'Payment started',
  ticket_transaction_completed: 'Transaction completed',
}

/** Money in analytics: ticket amounts are held in centavos and divided by 100 (doc 1 §1, §7). */
export const ANALYTICS_CURRENCY = 'PHP'

export const ANALYTICS_LIMITS = {
  /** Events in one POST. The client flushes well before this. */
  maxEventsPerBatch: 50,
  /** Parameters on one event, and their key and string lengths. */
  maxParams: 20,
  maxParamKeyLength: 40,
  maxParamValueLength: 200,
  maxPathLength: 300,
  /** An event's own time may be this far in the past (one kept offline) or in the future (a fast clock). */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  maxFutureMs: 5 * 60 * 1000,
  /** Raw events are kept this many days, then purged (decision 036). */
  retentionDays: 400,
  /** The admin report's longest range, and the default. */
  maxRangeDays: 366,
  defaultRangeDays: 30,
  /** Rows in the top lists of the report. */
  topListSize: 10,
} as const

/** POST /api/analytics/events: requests per client (per address, which is never stored) and minute. */
export const ANALYTICS_RATE_LIMIT = { points: 30, duration: 60 } as const

export const ANALYTICS_MESSAGES = {
  rateLimited: 'Too many analytics requests from your connection. Please wait a minute.',
  automated: 'Automated clients are not counted.',
  badRange: 'from must be on or before to',
  rangeTooLong: 'The range may span at most 366 days',
} as const

/** The client's batching: flush after this long, or as soon as this many events wait. */
export const ANALYTICS_FLUSH_MS = 5_000
export const ANALYTICS_FLUSH_AT = 20

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
