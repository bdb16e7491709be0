import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsReport } from '@contracts/analytics'
import { getJson } from '@/lib/api-client'

export interface AnalyticsRange {
  from?: string
  to?: string
  /** Only the page views of pages under this path. */
  path?: string
}

export const ANALYTICS_REPORT_PATH = '/api/admin/analytics'

/** GET /api/admin/analytics?from=&to= (admins): the report of /admin/analytics (decision 036). */
export function analyticsReportQuery(range: AnalyticsRange) {
  const params = { from: range.from, to: range.to, path: range.path }
  return queryOptions({
    queryKey: [ANALYTICS_REPORT_PATH, params] as const,
    queryFn: ({ signal }) => getJson<AnalyticsReport>(ANALYTICS_REPORT_PATH, { params, signal }),
    staleTime: 30_000,
    retry: 1,
  })
}

export function useAnalyticsReport(range: AnalyticsRange) {
  return useQuery({ ...analyticsReportQuery(range), placeholderData: keepPreviousData })
}
