import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageReply } from '@contracts/account-security'
import { apiRequest } from '@/lib/api-client'
import { SESSIONS_KEY } from './get-sessions'

/** DELETE /api/user/sessions/{id}: signs that device out. */
export async function signOutSession(id: string): Promise<MessageReply> {
  return (await (await apiRequest('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`)).json()) as MessageReply
}

export function useSignOutSession() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: signOutSession, onSettled: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) })
}
