import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicUser } from '@contracts/user'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { apiRequest } from '@/lib/api-client'
import { EMAIL_CONFIRMATION_KEY } from './get-email-confirmation'

/** POST /api/user/email-confirmation/verify { code }: the user, now with a confirmed address (and any staff role). */
export async function verifyEmailConfirmation(code: string): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/user/email-confirmation/verify', { code })
  return (await response.json()) as PublicUser
}

/** Confirms the address; the reply replaces the current user (roles may have changed) and the card's status. */
export function useVerifyEmailConfirmation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmailConfirmation,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      void queryClient.invalidateQueries({ queryKey: EMAIL_CONFIRMATION_KEY })
    },
  })
}
