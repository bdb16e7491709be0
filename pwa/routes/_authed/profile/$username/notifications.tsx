import { createFileRoute, Navigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { pageInboxQuery } from '@/features/notifications/api/get-inbox'
import { movieNotificationsQuery } from '@/features/notifications/api/get-movie-notifications'
import { NotificationsPage } from '@/features/notifications/components/notifications-page'

/**
 * /profile/{username}/notifications (login required, own profile only; spec doc 3 §2). Someone else's
 * username sends you to your own page; the server only ever answers with your own notifications.
 */
export const Route = createFileRoute('/_authed/profile/$username/notifications')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pageInboxQuery('all'))
    void context.queryClient.prefetchQuery(movieNotificationsQuery())
  },
  component: ProfileNotifications,
})

function ProfileNotifications() {
  const { username } = Route.useParams()
  const { data: user } = useCurrentUser()
  if (!user) return null
  if (user.username.toLowerCase() !== username.toLowerCase()) {
    return <Navigate to="/profile/$username/notifications" params={{ username: user.username }} replace />
  }
  return <NotificationsPage user={user} />
}
