import { useMutation } from '@tanstack/react-query'
import type { EmailConfirmationSent } from '@contracts/email-confirmation'
import { apiRequest } from '@/lib/api-client'

/** POST /api/user/email-confirmation: mails a new code (429 with retryAfter within 60 s of the last one). */
export async function resendEmailConfirmation(): Promise<EmailConfirmationSent> {
  const response = await apiRequest('POST', '/api/user/email-confirmation')
  return (await response.json()) as EmailConfirmationSent
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation })
}
