import { useMutation } from '@tanstack/react-query'
import { PRIVACY_PATHS, type AccountDeletionCodeSent } from '@contracts/privacy'
import { apiRequest } from '@/lib/api-client'

/** POST /api/user/request-account-deletion-code: mails a 6-digit code to the account email. */
export async function requestAccountDeletionCode(): Promise<AccountDeletionCodeSent> {
  const response = await apiRequest('POST', PRIVACY_PATHS.requestDeletionCode)
  return (await response.json()) as AccountDeletionCodeSent
}

export const useRequestAccountDeletionCode = () => useMutation({ mutationFn: requestAccountDeletionCode })
