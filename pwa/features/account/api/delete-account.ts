import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { PRIVACY_PATHS, type AccountDeleted, type DeleteAccount } from '@contracts/privacy'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { apiRequest } from '@/lib/api-client'

/** DELETE /api/user { verificationCode }: the account is gone and this browser is signed out. */
export async function deleteAccount(body: DeleteAccount): Promise<AccountDeleted> {
  const response = await apiRequest('DELETE', PRIVACY_PATHS.deleteAccount, body)
  return (await response.json()) as AccountDeleted
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount })

/**
 * After the deletion, as after signing out: the user becomes null and every other cached answer (all of it
 * personal, and now about nobody) is dropped. Called once the page has left the signed-in area.
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    queryClient.setQueryData(CURRENT_USER_KEY, null)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] })
  }, [queryClient])
}
