import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PRIVACY_PATHS, type AccountDeleted, type DeleteAccount } from '@contracts/privacy'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { apiRequest } from '@/lib/api-client'

/** DELETE /api/user { verificationCode }: the account is gone and this browser is signed out. */
export async function deleteAccount(body: DeleteAccount): Promise<AccountDeleted> {
  const response = await apiRequest('DELETE', PRIVACY_PATHS.deleteAccount, body)
  return (await response.json()) as AccountDeleted
}

/** As after signing out: the user becomes null at once and every other cached answer (all personal now) is dropped. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null)
      await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] })
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] })
    },
  })
}
