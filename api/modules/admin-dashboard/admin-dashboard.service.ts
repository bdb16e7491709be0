import { DASHBOARD_FIGURES, DASHBOARD_SERIES_DAYS, type AdminDashboard } from '../../contracts/admin-dashboard.ts'
import { manilaDayStart } from '../../contracts/admin-moderation.ts'
import type { AppDeps } from '../../types.ts'
import { manilaDate, manilaWeek } from '../movies/manila-dates.ts'
import { countsPerDay, lastServerError, reportsWaiting } from './admin-dashboard.repository.ts'
import { presentFigure } from './admin-dashboard.presenter.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The last `count` Manila days ending with the one `now` is in, oldest first, and the instants they span. */
export function manilaDays(now: Date, count: number): { days: string[]; since: Date; until: Date } {
  const todayStart = manilaDayStart(manilaDate(now)).getTime()
  // Manila has no daylight saving: every day is 24 hours long.
  const days = Array.from({ length: count }, (_, i) => manilaDate(new Date(todayStart - (count - 1 - i) * DAY_MS)))
  return { days, since: new Date(todayStart - (count - 1) * DAY_MS), until: new Date(todayStart + DAY_MS) }
}

/**
 * The admin dashboard's figures: for each, today, this week (Monday to today) and the last 30 days, all in
 * Manila days and from one grouped query per table; plus the reports waiting now and the latest error.
 */
export async function adminDashboard(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<AdminDashboard> {
  const now = deps.clock.now()
  const { days, since, until } = manilaDays(now, DASHBOARD_SERIES_DAYS)
  const today = days.at(-1)!
  const weekStart = manilaWeek(now).start
  const [counts, waiting, lastError] = await Promise.all([
    countsPerDay(deps.db, { since, until, firstDay: days[0]! }),
    reportsWaiting(deps.db),
    lastServerError(deps.db, days[0]!),
  ])
  const figures = Object.fromEntries(DASHBOARD_FIGURES.map((name) => [name, presentFigure(counts[name], days, weekStart)])) as AdminDashboard['figures']
  return {
    today,
    weekStart,
    figures,
    reportsWaiting: waiting,
    lastError: lastError ? { at: lastError.lastAt.toISOString(), status: lastError.lastStatus, requestId: lastError.lastRequestId } : null,
  }
}
