import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EmailConfirmationStatus } from '@contracts/email-confirmation'
import { getJson } from '@/lib/api-client'

export const EMAIL_CONFIRMATION_KEY = ['account', 'email-confirmation'] as const

/** GET /api/user/email-confirmation: whether the address is confirmed and when another code may be mailed. */
export function getEmailConfirmation({ signal }: { signal?: AbortSignal } = {}): Promise<EmailConfirmationStatus> {
  return getJson<EmailConfirmationStatus>('/api/user/email-confirmation', { signal })
}

export function emailConfirmationQuery() {
  return queryOptions({
    queryKey: EMAIL_CONFIRMATION_KEY,
    queryFn: getEmailConfirmation,
    // resendAfter counts down on the server: read it fresh whenever the card mounts.
    staleTime: 0,
    gcTime: 60_000,
  })
}

export function useEmailConfirmation(enabled = true) {
  return useQuery({ ...emailConfirmationQuery(), enabled })
}
