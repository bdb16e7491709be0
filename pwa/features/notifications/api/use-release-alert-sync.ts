import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { onInboxChanged } from '@/lib/inbox-signals'
import { MOVIE_NOTIFICATIONS_KEY } from './get-movie-notifications'
import { INBOX_KEY } from './get-unread-count'

/**
 * For a signed-in user, once per page load: hands this device's push subscription to the server again
 * if they turned alerts on here (pwa/lib/push.ts, loaded on demand), and refreshes the inbox (and so
 * the badge) and the tracking list whenever the service worker says a push arrived or an alert was opened.
 */
export function useReleaseAlertSync(userId: number): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onInboxChanged(() => {
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY })
        // A release alert also moves the movie's tracking card from Pending to Notified.
        void queryClient.invalidateQueries({ queryKey: MOVIE_NOTIFICATIONS_KEY })
      }),
    [queryClient],
  )
  useEffect(() => {
    void import('@/lib/push').then(({ syncPushSubscription }) => syncPushSubscription(userId)).catch(() => undefined)
  }, [userId])
}
