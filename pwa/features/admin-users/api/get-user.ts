import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUserDetail } from '@contracts/admin-users'
import { getJson } from '@/lib/api-client'
import { ADMIN_USERS_KEY } from './search-users'

export const adminUserKey = (id: number) => [...ADMIN_USERS_KEY, 'user', id] as const

/** GET /api/admin/users/{id} (admins): the account, its posts, reports, sessions, sign-in methods and history. */
export function getAdminUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return getJson<AdminUserDetail>(`/api/admin/users/${id}`, { signal })
}

export function adminUserQuery(id: number) {
  return queryOptions({ queryKey: adminUserKey(id), queryFn: ({ signal }) => getAdminUser(id, signal), staleTime: 10_000, retry: 1 })
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQuery(id))
}
