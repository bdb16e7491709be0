import { createFileRoute } from '@tanstack/react-router'
import { releaseAlertsQuery } from '@/features/notifications/api/get-release-alerts'
import { ReleaseAlertsAdmin } from '@/features/notifications/components/release-alerts-admin'

/** /admin/release-alerts: per-release delivery counts and "Send alerts now" (issue 7). */
export const Route = createFileRoute('/admin/release-alerts')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(releaseAlertsQuery()),
  component: ReleaseAlertsAdmin,
})
