import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageReply, PasswordUpdate } from '@contracts/account-security'
import { apiRequest } from '@/lib/api-client'
import { ACCOUNT_STATUS_KEY } from './get-account-status'
import { SESSIONS_KEY } from './get-sessions'

/** PUT /api/user/password { currentPassword?, newPassword }: sets or changes it; every other device is signed out. */
export async function updatePassword(body: PasswordUpdate): Promise<MessageReply> {
  return (await (await apiRequest('PUT', '/api/user/password', body)).json()) as MessageReply
}

export function useUpdatePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY })
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })
    },
  })
}
