import { createFileRoute } from '@tanstack/react-router'
import { memoryQuery } from '@/features/admin-system/api/system'
import { MemoryMonitoringPage } from '@/features/admin-system/components/memory-monitoring'

/** /admin/memory-monitoring (issue 15, decision 030): RSS and heap over the last hour. */
export const Route = createFileRoute('/admin/memory-monitoring')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(memoryQuery()),
  component: MemoryMonitoringPage,
})
