import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StreamingNotifyResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { sendOwnStateAction } from '@/lib/offline-queue'
import { MOVIE_NOTIFICATIONS_KEY } from '@/features/notifications/api/get-movie-notifications'
import { tvKeys } from './tv-keys'

/** The check answer, or the state a queued action will set (no server answer yet). */
export type StreamingNotifyState = Pick<StreamingNotifyResponse, 'hasNotification'> & Partial<StreamingNotifyResponse>

/** GET /api/tv/titles/:id/notifications/check (signed in): whether the person asked to be told. */
export function streamingNotificationCheckQuery(titleId: number, enabled = true) {
  return queryOptions({
    queryKey: tvKeys.titleNotificationCheck(titleId),
    queryFn: ({ signal }): Promise<StreamingNotifyState | null> => getJson<StreamingNotifyResponse>(tvKeys.titleNotificationCheck(titleId)[0], { signal, on401: 'returnNull' }),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  })
}

export type StreamingActionOutcome = { status: 'sent'; data: StreamingNotifyResponse } | { status: 'queued' }

export interface StreamingNotifyInput {
  titleId: number
  title: string
  /** The address typed in Get Notified; without it the server uses the account's. */
  email?: string
}

/**
 * "Tell me when it streams" and its cancellation change the person's own state, so, like Notify Me, they go
 * through the offline queue (pwa/lib/offline-queue.ts): sent at once online, replayed with one
 * Idempotency-Key when the connection is back. Both use one URL, so a set then a cancel offline sends only
 * the cancel. The alert is a movie release alert on the server (decision 012), so the tracking list of
 * /notifications is refreshed too.
 */
async function send(method: 'POST' | 'DELETE', { titleId, title, email }: StreamingNotifyInput): Promise<StreamingActionOutcome> {
  const outcome = await sendOwnStateAction<StreamingNotifyResponse>({
    method,
    url: `/api/tv/titles/${titleId}/notifications`,
    body: method === 'POST' ? (email ? { email } : {}) : undefined,
    label: method === 'POST' ? `your alert for when “${title}” streams` : `the cancellation of your alert for “${title}”`,
    resultKey: tvKeys.titleNotificationCheck(titleId),
    invalidate: [MOVIE_NOTIFICATIONS_KEY],
  })
  return outcome.status === 'sent' ? { status: 'sent', data: outcome.data } : { status: 'queued' }
}

function useStreamingMutation(method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StreamingNotifyInput) => send(method, input),
    onSuccess: (outcome, input) => {
      const next: StreamingNotifyState = outcome.status === 'sent' ? outcome.data : { hasNotification: method === 'POST' }
      queryClient.setQueryData(tvKeys.titleNotificationCheck(input.titleId), next)
      void queryClient.invalidateQueries({ queryKey: MOVIE_NOTIFICATIONS_KEY })
    },
  })
}

/** POST /api/tv/titles/:id/notifications */
export function useCreateStreamingNotification() {
  return useStreamingMutation('POST')
}

/** DELETE /api/tv/titles/:id/notifications */
export function useCancelStreamingNotification() {
  return useStreamingMutation('DELETE')
}
