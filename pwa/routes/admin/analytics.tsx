import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { analyticsReportQuery, type AnalyticsRange } from '@/features/admin-analytics/api/get-analytics-report'
import { AnalyticsPage } from '@/features/admin-analytics/components/analytics-page'

const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)

/** /admin/analytics (issue 16, decision 036): the first-party analytics report over a range of days. */
export const Route = createFileRoute('/admin/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsRange => ({
    from: day(search.from),
    to: day(search.to),
    path: typeof search.path === 'string' && /^\/[^?#\s]{0,299}$/.test(search.path) && search.path !== '/' ? search.path : undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(analyticsReportQuery(deps)),
  component: AdminAnalyticsRoute,
})

function AdminAnalyticsRoute() {
  const range = Route.useSearch()
  const navigate = useNavigate({ from: '/admin/analytics' })
  return <AnalyticsPage range={range} onRange={(next) => void navigate({ search: next })} />
}
