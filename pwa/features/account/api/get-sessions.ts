import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionsReply } from '@contracts/account-security'
import { getJson } from '@/lib/api-client'

export const SESSIONS_KEY = ['account', 'sessions'] as const

/** GET /api/user/sessions: the account's signed-in devices, this one first. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<SessionsReply> {
  return getJson<SessionsReply>('/api/user/sessions', { signal })
}

export function sessionsQuery() {
  return queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions, staleTime: 0, gcTime: 60_000 })
}

export const useSessions = () => useQuery(sessionsQuery())
