import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicUser } from '@contracts/user'
import { getQueryFn } from '@/lib/api-client'
import { useHydrated } from '@tanstack/react-router'
import { useLayoutHydrated } from '@/lib/layout-hydration'

export const CURRENT_USER_KEY = ['/api/user'] as const

const MINUTE_MS = 60_000

/**
 * Who is signed in (GET /api/user): the user, or null for a visitor (401 also gives null).
 * Loaded once on start and not refetched on focus, mount or reconnect (spec doc 1 §4, §7).
 */
export function currentUserQuery() {
  return queryOptions<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
    staleTime: 5 * MINUTE_MS,
    gcTime: 10 * MINUTE_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  })
}

/**
 * The current user query; `data` is undefined while loading, null for a visitor. Offline with no saved
 * account (lib/offline-rules.ts keeps it), the person counts as a visitor rather than loading forever.
 */
export function useCurrentUser() {
  // The server renders every page as a visitor whose account is still loading (decision 040); hydration
  // draws the same, and the saved or fetched account appears right after it.
  return useCurrentUserOnceHydrated(useHydrated())
}

/** useCurrentUser for the root layout's header: the account appears after hydration in a transition (lib/layout-hydration.tsx). */
export function useLayoutCurrentUser() {
  return useCurrentUserOnceHydrated(useLayoutHydrated())
}

function useCurrentUserOnceHydrated(hydrated: boolean) {
  const query = useQuery(currentUserQuery())
  if (!hydrated) return { ...query, data: undefined, isPending: true, isSuccess: false, isError: false, status: 'pending' } as unknown as typeof query
  return query.isError && query.data === undefined ? { ...query, data: null } : query
}
