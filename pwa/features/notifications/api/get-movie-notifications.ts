import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MovieNotificationListResponse } from '@contracts/notifications'
import { getJson } from '@/lib/api-client'

/** The user's movie tracking list (GET /api/notifications). Not a prefix of the inbox key. */
export const MOVIE_NOTIFICATIONS_KEY = ['/api/notifications'] as const

const MINUTE_MS = 60_000

/** GET /api/notifications: every movie the user asked to be told about, newest first (401 gives null). */
export function getMovieNotifications(signal?: AbortSignal): Promise<MovieNotificationListResponse | null> {
  return getJson<MovieNotificationListResponse>(MOVIE_NOTIFICATIONS_KEY[0], { signal, on401: 'returnNull' })
}

export function movieNotificationsQuery(enabled = true) {
  return queryOptions({
    queryKey: MOVIE_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getMovieNotifications(signal),
    enabled,
    staleTime: 5 * MINUTE_MS,
    retry: 1,
  })
}

/** The tracking list (Upcoming Movie Notifications; the Notify Me state of movie cards). */
export function useMovieNotifications(enabled = true) {
  return useQuery(movieNotificationsQuery(enabled))
}
