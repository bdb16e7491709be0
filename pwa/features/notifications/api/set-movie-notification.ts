import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationCheckResponse } from '@contracts/notifications'
import { sendOwnStateAction } from '@/lib/offline-queue'
import { checkKey } from './check-movie-notification'
import { MOVIE_NOTIFICATIONS_KEY } from './get-movie-notifications'

/** Sent now (with the server's answer) or kept for when the connection is back. */
export type ActionOutcome<T> = { status: 'sent'; data: T } | { status: 'queued' }

/**
 * Notify Me and Cancel Notification change the person's own state, so they go through the offline
 * queue (pwa/lib/offline-queue.ts): sent at once online, kept and replayed (with one Idempotency-Key)
 * without a connection. Both use the same URL, so a Notify Me then a Cancel offline sends only the cancel.
 */
async function send<T>(method: 'POST' | 'DELETE', movieId: number, movieTitle: string, body?: unknown): Promise<ActionOutcome<T>> {
  const outcome = await sendOwnStateAction<T>({
    method,
    url: `/api/movies/${movieId}/notifications`,
    body,
    label: method === 'POST' ? `your alert for “${movieTitle}”` : `the cancellation of your alert for “${movieTitle}”`,
    resultKey: checkKey(movieId),
    invalidate: [MOVIE_NOTIFICATIONS_KEY],
  })
  return outcome.status === 'sent' ? { status: 'sent', data: outcome.data } : { status: 'queued' }
}

export interface NotifyMeInput {
  movieId: number
  movieTitle: string
  /** The address typed in Get Notified; without it the server uses the email on record. */
  email?: string
}

/** POST /api/movies/{id}/notifications (spec doc 2 §5, §7): "tell me when this movie is released". */
export function createMovieNotification({ movieId, movieTitle, email }: NotifyMeInput): Promise<ActionOutcome<NotificationCheckResponse>> {
  return send<NotificationCheckResponse>('POST', movieId, movieTitle, email ? { email } : {})
}

/** DELETE /api/movies/{id}/notifications: Cancel Notification. */
export function cancelMovieNotification({
  movieId,
  movieTitle,
}: Pick<NotifyMeInput, 'movieId' | 'movieTitle'>): Promise<ActionOutcome<NotificationCheckResponse>> {
  return send<NotificationCheckResponse>('DELETE', movieId, movieTitle)
}

/**
 * Both mutations put the new state in the movie's check query at once (the server's answer, or the
 * intended state when the action was queued offline) and refresh the tracking list in the background: the
 * caller's toast says the alert is set as soon as the server has answered, not after the list has reloaded.
 */
function useNotificationMutation<I extends Pick<NotifyMeInput, 'movieId' | 'movieTitle'>>(
  run: (input: I) => Promise<ActionOutcome<NotificationCheckResponse>>,
  wanted: boolean,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (outcome, input) => {
      const next: NotificationCheckResponse = outcome.status === 'sent' ? outcome.data : { hasNotification: wanted, notification: null }
      queryClient.setQueryData(checkKey(input.movieId), next)
      void queryClient.invalidateQueries({ queryKey: MOVIE_NOTIFICATIONS_KEY })
    },
  })
}

export function useCreateMovieNotification() {
  return useNotificationMutation(createMovieNotification, true)
}

export function useCancelMovieNotification() {
  return useNotificationMutation(cancelMovieNotification, false)
}
