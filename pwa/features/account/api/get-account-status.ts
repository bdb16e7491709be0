import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CtcAccountStatus } from '@contracts/account-security'
import { getJson } from '@/lib/api-client'

export const ACCOUNT_STATUS_KEY = ['account', 'ctc-account-status'] as const

/** GET /api/user/ctc-account-status: doc 3's account status plus the account's sign-in methods. */
export function getAccountStatus({ signal }: { signal?: AbortSignal } = {}): Promise<CtcAccountStatus> {
  return getJson<CtcAccountStatus>('/api/user/ctc-account-status', { signal })
}

export function accountStatusQuery() {
  return queryOptions({ queryKey: ACCOUNT_STATUS_KEY, queryFn: getAccountStatus, staleTime: 0, gcTime: 60_000 })
}

export const useAccountStatus = () => useQuery(accountStatusQuery())
