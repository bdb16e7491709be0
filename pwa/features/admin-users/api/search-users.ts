import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUserList } from '@contracts/admin-users'
import { getJson } from '@/lib/api-client'

export const ADMIN_USERS_KEY = ['/api/admin/users'] as const

export interface AdminUserSearchParams {
  q?: string
  role?: 'user' | 'moderator' | 'admin'
  suspended?: boolean
  page?: number
}

/** GET /api/admin/users (admins): search by name, username or email, 20 a page. */
export function searchUsers(params: AdminUserSearchParams, signal?: AbortSignal): Promise<AdminUserList> {
  return getJson<AdminUserList>(ADMIN_USERS_KEY[0], { params: { q: params.q || undefined, role: params.role, suspended: params.suspended, page: params.page }, signal })
}

export function adminUsersQuery(params: AdminUserSearchParams) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'search', params] as const,
    queryFn: ({ signal }) => searchUsers(params, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    retry: 1,
  })
}

export function useAdminUsers(params: AdminUserSearchParams) {
  return useQuery(adminUsersQuery(params))
}
