import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageReply } from '@contracts/account-security'
import type { OAuthProvider } from '@contracts/oauth'
import { apiRequest } from '@/lib/api-client'
import { ACCOUNT_STATUS_KEY } from './get-account-status'

/** DELETE /api/user/linked-accounts/{provider}: refused (409) when it is the account's last way in. */
export async function unlinkAccount(provider: OAuthProvider): Promise<MessageReply> {
  return (await (await apiRequest('DELETE', `/api/user/linked-accounts/${provider}`)).json()) as MessageReply
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  })
}
