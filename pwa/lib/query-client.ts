/**
 * The query cache defaults of spec doc 1 §9, in one place.
 */
import { MutationCache, QueryClient, type DefaultError, type DefaultedQueryObserverOptions, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError, getQueryFn } from './api-client'
import { isOffline } from './connectivity'
import { OFFLINE_MAX_AGE_MS, isPersistedPath } from './offline-rules'

const MINUTE_MS = 60_000

/** Fresh for 10 min, kept unused for 30 min (doc 1 §9). */
export const QUERY_STALE_TIME_MS = 10 * MINUTE_MS
export const QUERY_GC_TIME_MS = 30 * MINUTE_MS
export const QUERY_RETRIES = 2
export const MUTATION_RETRIES = 1
export const MUTATION_RETRY_DELAY_MS = 1000
const MAX_RETRY_DELAY_MS = 10_000

/** Delay before retry number `attempt` (TanStack counts from 0): 1 s, 2 s, 4 s … capped at 10 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS)
}

/**
 * Whether an error is worth retrying. Deviation from the spec's plain "retry 2 / retry 1": a 4xx
 * answer is the server's considered reply (bad input, signed out, forbidden, not found, rate
 * limited), so asking again only delays the error the person sees by seconds and adds load.
 * 408 Request Timeout is the exception: it says the request itself may succeed if repeated.
 * Time-outs, network failures and 5xx are retried.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined) {
    return error.status === 408 || error.status < 400 || error.status >= 500
  }
  // With no connection, asking again only keeps the offline message (or the saved data's label) waiting.
  if (error instanceof ApiError && error.kind === 'network' && isOffline()) return false
  return true
}

function retryUpTo(times: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < times && isRetryable(error)
}

/**
 * The app's QueryClient. One addition to TanStack's: the queries kept offline (lib/offline-rules.ts)
 * stay in memory as long as they are kept on disk (7 days) instead of 30 minutes, or the next save of
 * the persisted cache would drop them (lib/query-persistence.ts).
 */
class GalaQueryClient extends QueryClient {
  override defaultQueryOptions<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryData = TQueryFnData, TQueryKey extends QueryKey = QueryKey, TPageParam = never>(
    options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam> | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    if (isPersistedPath(defaulted.queryKey[0]) && (defaulted.gcTime ?? 0) < OFFLINE_MAX_AGE_MS) defaulted.gcTime = OFFLINE_MAX_AGE_MS
    return defaulted
  }
}

/**
 * A write refused because the account is suspended (decision 028) says why, whichever page made it: the
 * server's message names the suspension, its end and the reason. A page's own error toast may follow it.
 */
export function toastSuspension(error: unknown): void {
  if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') {
    toast({ variant: 'destructive', title: 'Your account is suspended', description: error.serverMessage })
  }
}

export function createQueryClient(): QueryClient {
  return new GalaQueryClient({
    mutationCache: new MutationCache({ onError: toastSuspension }),
    defaultOptions: {
      queries: {
        // Always try: the service worker may answer from its copy, and a failure shows the offline
        // message or the saved data with its label rather than a request paused forever.
        networkMode: 'always',
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: retryUpTo(QUERY_RETRIES),
        retryDelay: queryRetryDelay,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Offline, a change either goes to the offline queue (lib/offline-queue.ts) or says it needs a
        // connection; it never waits paused with "Saving…" on screen.
        networkMode: 'always',
        retry: retryUpTo(MUTATION_RETRIES),
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  })
}
