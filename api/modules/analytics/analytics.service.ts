/**
 * First-party analytics (issue 16, decision 036): stores batches of events without any identifier of
 * the person (no IP address, no user id, no visitor id) and builds the admin report.
 */
import {
  ANALYTICS_LIMITS,
  TICKET_FUNNEL_LABELS,
  TICKET_FUNNEL_STEPS,
  addIsoDays,
  type AnalyticsBatch,
  type AnalyticsBatchResult,
  type AnalyticsEventInput,
  type AnalyticsReport,
  type AnalyticsReportQuery,
} from '../../contracts/analytics.ts'
import type { AppDeps } from '../../types.ts'
import { manilaDate, manilaToday } from '../movies/manila-dates.ts'
import {
  countSearches,
  countsByDay,
  countsByName,
  insertNewEvents,
  purgeEventsBefore,
  topPaths,
  topTerms,
  type AnalyticsRow,
  type DayRange,
} from './analytics.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Old events are purged at most this often, by whichever batch comes along. */
const PURGE_EVERY_MS = 60 * 60 * 1000

/** Crawlers and link previews that run scripts are not people reading Gala. */
const AUTOMATED_AGENT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime/i

export function isAutomatedAgent(userAgent: string): boolean {
  return AUTOMATED_AGENT.test(userAgent)
}

/** The term as counted: trimmed, inner spaces collapsed, lower case. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The event's own time when it is plausible (kept offline for a while, a clock a little fast), else now. */
function eventTime(at: number | undefined, now: Date): Date {
  if (at === undefined) return now
  const age = now.getTime() - at
  return age <= ANALYTICS_LIMITS.maxAgeMs && age >= -ANALYTICS_LIMITS.maxFutureMs ? new Date(at) : now
}

export function toRow(event: AnalyticsEventInput, now: Date): AnalyticsRow {
  const occurredAt = eventTime(event.at, now)
  const params = event.params ?? {}
  const rawTerm = params.search_term
  const rawCount = params.result_count
  const withTerm = event.name === 'search' || event.name === 'trending_search_click'
  const term = withTerm && typeof rawTerm === 'string' && normaliseTerm(rawTerm) ? normaliseTerm(rawTerm) : null
  const resultCount =
    event.name === 'search' && typeof rawCount === 'number' && Number.isInteger(rawCount) && rawCount >= 0 ? Math.min(rawCount, 2_000_000_000) : null
  return {
    eventKey: event.id,
    name: event.name,
    path: event.path,
    day: manilaDate(occurredAt),
    term,
    resultCount,
    params: JSON.stringify(params),
    occurredAt,
  }
}

export function analyticsService(deps: Deps) {
  const { db, clock } = deps
  let lastPurge = 0

  async function purgeOld(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return
    lastPurge = now.getTime()
    await purgeEventsBefore(db, new Date(now.getTime() - ANALYTICS_LIMITS.retentionDays * 86_400_000))
  }

  return {
    async record(batch: AnalyticsBatch): Promise<AnalyticsBatchResult> {
      const now = clock.now()
      await purgeOld(now)
      const accepted = await insertNewEvents(
        db,
        batch.events.map((event) => toRow(event, now)),
      )
      return { accepted }
    },

    async report(query: AnalyticsReportQuery): Promise<AnalyticsReport> {
      const to = query.to ?? manilaToday(clock)
      const from = query.from ?? addIsoDays(to, -(ANALYTICS_LIMITS.defaultRangeDays - 1))
      const range: DayRange = { from, to }
      const take = ANALYTICS_LIMITS.topListSize
      const [byDay, topPages, topSearches, noResultSearches, funnelCounts, searches, noResults] = await Promise.all([
        countsByDay(db, range, 'page_view', query.path),
        topPaths(db, range, take, query.path),
        topTerms(db, range, take, false),
        topTerms(db, range, take, true),
        countsByName(db, range, [...TICKET_FUNNEL_STEPS, 'ticket_transaction_failed']),
        countSearches(db, range, false),
        countSearches(db, range, true),
      ])
      const perDay = new Map(byDay.map((row) => [row.day, row.count]))
      const pageViewsByDay: AnalyticsReport['pageViewsByDay'] = []
      for (let day = from; day <= to; day = addIsoDays(day, 1)) pageViewsByDay.push({ day, count: perDay.get(day) ?? 0 })
      return {
        from,
        to,
        path: query.path ?? null,
        totals: { pageViews: pageViewsByDay.reduce((sum, row) => sum + row.count, 0), searches, noResultSearches: noResults },
        pageViewsByDay,
        topPages,
        topSearches,
        noResultSearches,
        funnel: TICKET_FUNNEL_STEPS.map((step) => ({ step, label: TICKET_FUNNEL_LABELS[step], count: funnelCounts.get(step) ?? 0 })),
        failedTransactions: funnelCounts.get('ticket_transaction_failed') ?? 0,
      }
    },
  }
}
