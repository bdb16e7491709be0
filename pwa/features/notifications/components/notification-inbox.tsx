import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Check, Film, Trash2 } from 'lucide-react'
import type { InboxItem } from '@contracts/notifications'
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatReleaseDate } from '@/features/movies/lib/format'
import { Card } from '@/features/profile/components/profile-cards'
import { cn } from '@/lib/cn'
import { useDeleteInboxItem } from '../api/delete-inbox-item'
import { useInbox, type InboxFilter } from '../api/get-inbox'
import { useMarkInboxRead } from '../api/mark-inbox-read'
import { markReadFailedMessage, removeFailedMessage } from '../lib/error-messages'
import { relativeTime } from '../lib/relative-time'
import { SignInRequired } from './sign-in-required'

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
]

/**
 * The Notification Inbox (spec doc 3 §2, §4, §8): All / Unread, newest first, polled every 30 s.
 * An item is marked read with its button or by opening its movie; it can be deleted.
 */
export function NotificationInbox() {
  const [filter, setFilter] = useState<InboxFilter>('all')
  const inbox = useInbox(filter)
  const unread = inbox.data?.unreadCount

  return (
    <Card title="Notification Inbox">
      <div role="group" aria-label="Show notifications" className="inline-flex rounded-lg bg-slate-100 p-1">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className="min-h-9 rounded-md px-4 text-sm font-medium text-slate-700 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
          >
            {option.label}
            {option.value === 'unread' && unread ? <span className="text-blue-800"> ({unread})</span> : null}
          </button>
        ))}
      </div>
      <div className="mt-4">
        {inbox.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Loading notifications…
          </p>
        ) : inbox.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{NOTIFICATION_MESSAGES.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void inbox.refetch()}>
              Try again
            </Button>
          </div>
        ) : inbox.data === null ? (
          <SignInRequired />
        ) : inbox.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
            {filter === 'unread'
              ? 'No unread notifications.'
              : 'No notifications yet. Tap Notify Me on a coming-soon movie to get one on its release day.'}
          </p>
        ) : (
          <ul aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'} className="divide-y divide-slate-100">
            {inbox.data.items.map((item) => (
              <InboxRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}

function InboxRow({ item }: { item: InboxItem }) {
  const markRead = useMarkInboxRead()
  const remove = useDeleteInboxItem()

  function read(quiet = false) {
    markRead.mutate(item.id, {
      onError: (error) => {
        if (!quiet) toast({ variant: 'destructive', title: 'Error', description: markReadFailedMessage(error) })
      },
    })
  }

  function onDelete() {
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: 'Notification Deleted', description: item.title }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: removeFailedMessage(error) }),
    })
  }

  return (
    <li data-testid="inbox-item" data-read={item.isRead} className="flex gap-3 py-4">
      <span aria-hidden="true" className={cn('mt-2 h-2.5 w-2.5 shrink-0 rounded-full', item.isRead ? 'bg-transparent' : 'bg-blue-700')} />
      <div className="min-w-0 flex-1">
        <h3 className={cn('break-words text-base text-slate-900', item.isRead ? 'font-medium' : 'font-bold')}>
          {item.isRead ? null : <span className="sr-only">Unread: </span>}
          {item.movieUrl ? (
            // Opening the movie marks the item read (doc 3 §4); the navigation does not wait for it.
            <Link to={item.movieUrl} onClick={() => (item.isRead ? undefined : read(true))} className="text-blue-800 hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <p className="mt-1 break-words text-sm text-slate-700">{item.message}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
          {item.releaseDate ? (
            <span className="inline-flex items-center gap-1">
              <Film className="h-3.5 w-3.5" aria-hidden="true" />
              Release date {formatReleaseDate(item.releaseDate)}
            </span>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {item.isRead ? null : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => read()}
              disabled={markRead.isPending}
              aria-label={`Mark as read: ${item.title}`}
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              Mark as read
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={`Delete: ${item.title}`}
            className="text-red-800"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  )
}
