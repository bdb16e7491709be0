/** GET /api/admin/dashboard (issue 15, decision 031): the site's figures for the admin dashboard. */

/** The figures the dashboard counts, in the order it shows them. */
export const DASHBOARD_FIGURES = ['accounts', 'reviews', 'replies', 'reports', 'alertsSent', 'alertsFailed', 'errors'] as const
export type DashboardFigureName = (typeof DASHBOARD_FIGURES)[number]

/** Days in each figure's series (today included, oldest first). */
export const DASHBOARD_SERIES_DAYS = 30

export interface DashboardDay {
  /** Manila date "YYYY-MM-DD". */
  day: string
  count: number
}

export interface DashboardFigure {
  /** Today so far (Manila day). */
  today: number
  /** This Manila week so far (Monday to today). */
  week: number
  /** The last 30 Manila days, oldest first, today last; days without any are 0. */
  series: DashboardDay[]
}

export interface AdminDashboard {
  /** Manila date of today, and the Monday that starts this week. */
  today: string
  weekStart: string
  figures: Record<DashboardFigureName, DashboardFigure>
  /** Open reports right now (not yet dismissed or acted on), and the posts they are about. */
  reportsWaiting: { reports: number; posts: number }
  /** The latest server error, to find it in the logs; null when none in the last 30 days. */
  lastError: { at: string; status: number; requestId: string | null } | null
}
