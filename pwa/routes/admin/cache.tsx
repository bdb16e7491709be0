import { createFileRoute } from '@tanstack/react-router'
import { cacheQuery } from '@/features/admin-system/api/system'
import { CacheAdminPage } from '@/features/admin-system/components/cache-admin'

/** /admin/cache (issue 15, decision 030): hit ratios and a purge per response cache. */
export const Route = createFileRoute('/admin/cache')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cacheQuery()),
  component: CacheAdminPage,
})
