import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUserActionReply, AdminSuspend } from '@contracts/admin-users'
import type { Role } from '@contracts/user'
import { apiRequest } from '@/lib/api-client'
import { adminUserKey } from './get-user'
import { ADMIN_USERS_KEY } from './search-users'

async function reply(response: Response): Promise<AdminUserActionReply> {
  return (await response.json()) as AdminUserActionReply
}

/** PUT /api/admin/users/{id}/role */
export const setUserRole = async (id: number, role: Role) => reply(await apiRequest('PUT', `/api/admin/users/${id}/role`, { role }))
/** POST /api/admin/users/{id}/suspension */
export const suspendUser = async (id: number, body: AdminSuspend) => reply(await apiRequest('POST', `/api/admin/users/${id}/suspension`, body))
/** DELETE /api/admin/users/{id}/suspension */
export const liftSuspension = async (id: number) => reply(await apiRequest('DELETE', `/api/admin/users/${id}/suspension`))

/** Each change refreshes the user's page and the search lists (their role and suspended columns). */
function useAdminUserMutation<T>(id: number, run: (input: T) => Promise<AdminUserActionReply>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    retry: false,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminUserKey(id) })
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'search'] })
    },
  })
}

export const useSetUserRole = (id: number) => useAdminUserMutation<Role>(id, (role) => setUserRole(id, role))
export const useSuspendUser = (id: number) => useAdminUserMutation<AdminSuspend>(id, (body) => suspendUser(id, body))
export const useLiftSuspension = (id: number) => useAdminUserMutation<void>(id, () => liftSuspension(id))
