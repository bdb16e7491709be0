import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { PublicUser } from '@contracts/user'
import { usePageTitle } from '@/lib/use-page-title'
import { DesktopNotificationsCard } from './desktop-notifications-card'
import { MovieNotificationCards } from './movie-notification-cards'
import { NotificationInbox } from './notification-inbox'

/**
 * /profile/{username}/notifications (spec doc 3 §2): the Notification Inbox, the Desktop Notifications
 * card and the Upcoming Movie Notifications cards of the signed-in user.
 */
export function NotificationsPage({ user }: { user: PublicUser }) {
  usePageTitle('Notifications')
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <Link to="/profile" className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Profile
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Notifications</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_340px]">
        <NotificationInbox />
        <DesktopNotificationsCard userId={user.id} />
      </div>
      <MovieNotificationCards />
    </div>
  )
}
