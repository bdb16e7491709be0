import { queryOptions } from '@tanstack/react-query'
import type { NotificationCheckResponse } from '@contracts/notifications'
import { getJson } from '@/lib/api-client'

export function checkKey(movieId: number) {
  return [`/api/movies/${movieId}/notifications/check`] as const
}

/** GET /api/movies/{id}/notifications/check (spec doc 2 §3): whether the user asked to be told about this movie. */
export function checkMovieNotification(movieId: number, signal?: AbortSignal): Promise<NotificationCheckResponse | null> {
  return getJson<NotificationCheckResponse>(checkKey(movieId)[0], { signal, on401: 'returnNull' })
}

export function movieNotificationCheckQuery(movieId: number, enabled = true) {
  return queryOptions({
    queryKey: checkKey(movieId),
    queryFn: ({ signal }) => checkMovieNotification(movieId, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  })
}
