/**
 * Analytics contracts (issue 16, decision 036): the first-party event batch and the admin report.
 */
import { z } from 'zod'
import { ANALYTICS_EVENTS, ANALYTICS_LIMITS as L, ANALYTICS_MESSAGES, daysBetween, type TicketFunnelStep } from './analytics-rules.ts'
import { IsoDate } from './movies.ts'
import { text } from './text.ts'

export * from './analytics-rules.ts'

const ParamValue = z.union([
  text().max(L.maxParamValueLength, `Parameter values must be at most ${L.maxParamValueLength} characters`),
  z.number().finite(),
  z.boolean(),
  z.null(),
])

const PARAM_KEY = new RegExp(`^[a-z][a-z0-9_]{0,${L.maxParamKeyLength - 1}}$`)

/** One event: the client's random id (a replay is stored once), its name, the page's path and its parameters. */
export const AnalyticsEventInput = z.object({
  id: text({ error: 'id must be text' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'id must be 16 to 64 letters, digits, - or _'),
  name: z.enum(ANALYTICS_EVENTS, { error: `name must be one of ${ANALYTICS_EVENTS.join(', ')}` }),
  path: text({ error: 'path must be text' })
    .max(L.maxPathLength, `path must be at most ${L.maxPathLength} characters`)
    .regex(/^\/[^?#\s]*$/, 'path must be a path starting with /, without a query string'),
  /** When it happened (ms since 1970) on the client's clock; outside the accepted window the server's time is used. */
  at: z.number({ error: 'at must be a number' }).int('at must be a whole number').nonnegative().optional(),
  params: z
    .record(text(), ParamValue, { error: 'params must be an object' })
    .refine((params) => Object.keys(params).every((key) => PARAM_KEY.test(key)), `Parameter names are lower case letters, digits and _ (at most ${L.maxParamKeyLength})`)
    .refine((params) => Object.keys(params).length <= L.maxParams, `At most ${L.maxParams} parameters`)
    .optional(),
})
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>

/** POST /api/analytics/events */
export const AnalyticsBatch = z.object({
  events: z
    .array(AnalyticsEventInput, { error: 'events must be a list' })
    .min(1, 'events must not be empty')
    .max(L.maxEventsPerBatch, `At most ${L.maxEventsPerBatch} events per request`),
})
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>

export interface AnalyticsBatchResult {
  /** Events stored now (a replayed event already stored is not counted again). */
  accepted: number
}

/** GET /api/admin/analytics?from=&to= (Manila days, both included). */
export const AnalyticsReportQuery = z
  .object({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    /** Only the page views of pages under this path (e.g. /movies): the chart, the total and the top pages. */
    path: text({ error: 'path must be text' })
      .trim()
      .max(L.maxPathLength, `path must be at most ${L.maxPathLength} characters`)
      .regex(/^\/[^?#\s]*$/, 'path must be a path starting with /')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: ANALYTICS_MESSAGES.badRange, path: ['from'] })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) < L.maxRangeDays, {
    message: ANALYTICS_MESSAGES.rangeTooLong,
    path: ['from'],
  })
export type AnalyticsReportQuery = z.infer<typeof AnalyticsReportQuery>

export interface AnalyticsCount {
  count: number
}
export interface AnalyticsReport {
  from: string
  to: string
  /** The path filter of the page views, when one was given. */
  path: string | null
  totals: { pageViews: number; searches: number; noResultSearches: number }
  /** Every day of the range, zero included. */
  pageViewsByDay: Array<{ day: string } & AnalyticsCount>
  topPages: Array<{ path: string } & AnalyticsCount>
  topSearches: Array<{ term: string } & AnalyticsCount>
  noResultSearches: Array<{ term: string } & AnalyticsCount>
  funnel: Array<{ step: TicketFunnelStep; label: string } & AnalyticsCount>
  failedTransactions: number
}
