import type { DashboardFigure } from '../../contracts/admin-dashboard.ts'
import type { DayCounts } from './admin-dashboard.repository.ts'

/**
 * One figure from its counts per day: the series over `days` (oldest first, 0 where nothing happened),
 * today (the last day) and this week (the days from `weekStart`, a Monday within the last seven days).
 */
export function presentFigure(counts: DayCounts, days: string[], weekStart: string): DashboardFigure {
  const series = days.map((day) => ({ day, count: counts.get(day) ?? 0 }))
  return {
    today: series.at(-1)?.count ?? 0,
    week: series.filter((entry) => entry.day >= weekStart).reduce((sum, entry) => sum + entry.count, 0),
    series,
  }
}
