import { useMutation } from '@tanstack/react-query'
import type { UsernameCodeSent } from '@contracts/username'
import { apiRequest } from '@/lib/api-client'

/** POST /api/user/request-username-change-code: mails a 6-digit code to the account email. */
export async function requestUsernameChangeCode(): Promise<UsernameCodeSent> {
  const response = await apiRequest('POST', '/api/user/request-username-change-code')
  return (await response.json()) as UsernameCodeSent
}

export const useRequestUsernameChangeCode = () => useMutation({ mutationFn: requestUsernameChangeCode })
