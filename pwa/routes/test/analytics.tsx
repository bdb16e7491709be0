import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsEventsPage } from '@/features/test-pages/components/analytics-events-page'

/** /test/analytics (doc 3 "Test pages"): the analytics events the tab sends; administrators only (see ./route.tsx). */
export const Route = createFileRoute('/test/analytics')({
  component: AnalyticsEventsPage,
})
