import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignOutOthersReply } from '@contracts/account-security'
import { apiRequest } from '@/lib/api-client'
import { SESSIONS_KEY } from './get-sessions'

/** POST /api/user/sessions/sign-out-others: every device but this one is signed out. */
export async function signOutOtherSessions(): Promise<SignOutOthersReply> {
  return (await (await apiRequest('POST', '/api/user/sessions/sign-out-others')).json()) as SignOutOthersReply
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: signOutOtherSessions, onSettled: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) })
}
