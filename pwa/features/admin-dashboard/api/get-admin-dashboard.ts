import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminDashboard } from '@contracts/admin-dashboard'
import { getJson } from '@/lib/api-client'

export const ADMIN_DASHBOARD_KEY = ['/api/admin/dashboard'] as const

/** GET /api/admin/dashboard (admins): the site's figures, refreshed every minute while the page is open. */
export function adminDashboardQuery() {
  return queryOptions({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: ({ signal }) => getJson<AdminDashboard>(ADMIN_DASHBOARD_KEY[0], { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: 1,
  })
}

export const useAdminDashboard = () => useQuery(adminDashboardQuery())
