import { Link } from '@tanstack/react-router'
import { BellOff } from 'lucide-react'
import type { MovieNotification } from '@contracts/notifications'
import type { MovieNotificationState } from '@contracts/notifications-rules'
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { Button, buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatReleaseDate } from '@/features/movies/lib/format'
import { MoviePoster } from '@/features/movies/components/movie-poster'
import { cn } from '@/lib/cn'
import { useMovieNotifications } from '../api/get-movie-notifications'
import { useCancelMovieNotification } from '../api/set-movie-notification'
import { removeFailedMessage } from '../lib/error-messages'
import { SignInRequired } from './sign-in-required'

/** Card states of doc 3 §4 and how they look. */
const STATES: Record<MovieNotificationState, { label: string; className: string; note: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-950', note: 'We’ll alert you on its release day.' },
  notified: { label: 'Notified', className: 'bg-green-100 text-green-900', note: 'Your release alert was sent.' },
  released: { label: 'Released', className: 'bg-blue-100 text-blue-900', note: 'It’s out now.' },
}

/**
 * 'Upcoming Movie Notifications' (spec doc 3 §2, §3, §4): one card per movie the user asked about,
 * with its state (Pending, Notified, Released) and Cancel Notification while it is still pending.
 */
export function MovieNotificationCards() {
  const list = useMovieNotifications()
  return (
    <section aria-labelledby="upcoming-notifications-heading" className="mt-8">
      <h2 id="upcoming-notifications-heading" className="text-xl font-semibold text-slate-900">
        Upcoming Movie Notifications
      </h2>
      <div className="mt-4">
        {list.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your movie notifications…
          </p>
        ) : list.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{NOTIFICATION_MESSAGES.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data === null ? (
          <SignInRequired />
        ) : list.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            <p>You haven’t asked to be notified about any movie yet.</p>
            <Link to="/movies/coming-soon" className={buttonClasses({ variant: 'outline', className: 'mt-3' })}>
              See what’s coming soon
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.items.map((notification) => (
              <li key={notification.id}>
                <MovieNotificationCard notification={notification} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function MovieNotificationCard({ notification }: { notification: MovieNotification }) {
  const cancel = useCancelMovieNotification()
  const state = STATES[notification.state]
  const title = notification.movie.title || notification.movieTitle

  function onCancel() {
    cancel.mutate(
      { movieId: notification.movieId, movieTitle: title },
      {
        onSuccess: () => toast({ title: 'Notification Cancelled', description: `You won’t be notified when ${title} is released.` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: removeFailedMessage(error) }),
      },
    )
  }

  return (
    <article data-testid="movie-notification" className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="w-20 shrink-0 overflow-hidden rounded-lg">
        <MoviePoster src={notification.movie.poster} title={title} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="break-words font-semibold text-slate-900">
          <Link to={notification.movie.url} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {notification.releaseDate ? (
            <>
              Release date <time dateTime={notification.releaseDate}>{formatReleaseDate(notification.releaseDate)}</time>
            </>
          ) : (
            'Release date to be announced'
          )}
        </p>
        <p>
          <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', state.className)}>{state.label}</span>
          <span className="ml-2 text-xs text-slate-600">{state.note}</span>
        </p>
        {notification.state === 'pending' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            disabled={cancel.isPending}
            aria-label={`Cancel Notification: ${title}`}
            className="mt-auto self-start"
          >
            <BellOff className="h-4 w-4" aria-hidden="true" />
            Cancel Notification
          </Button>
        ) : null}
      </div>
    </article>
  )
}
