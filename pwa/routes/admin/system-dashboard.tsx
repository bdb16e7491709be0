import { createFileRoute } from '@tanstack/react-router'
import { systemQuery } from '@/features/admin-system/api/system'
import { SystemDashboardPage } from '@/features/admin-system/components/system-dashboard'

/** /admin/system-dashboard (issue 15, decision 030): uptime, version, memory, event loop, database, delivery queue, caches. */
export const Route = createFileRoute('/admin/system-dashboard')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(systemQuery()),
  component: SystemDashboardPage,
})
