import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Bell, BellOff } from 'lucide-react'
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { Button } from '@/components/ui/button'
import { SAME_BORDER_AS_OUTLINE, StableLabel } from '@/components/ui/stable-label'
import { ToastAction } from '@/components/ui/toast'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { cn } from '@/lib/cn'
import { movieNotificationCheckQuery } from '../api/check-movie-notification'
import { movieNotificationsQuery } from '../api/get-movie-notifications'
import { useCancelMovieNotification, useCreateMovieNotification } from '../api/set-movie-notification'
import { enableDevicePush } from '../lib/enable-device-push'
import { createFailedMessage, needsEmail, removeFailedMessage } from '../lib/error-messages'
import { GetNotifiedDialog } from './get-notified-dialog'

const NOTIFY_LABELS = ['Notify Me', 'Cancel Notification'] as const

export interface NotifyMeMovie {
  id: number
  title: string
}

/**
 * Notify Me / Cancel Notification (spec doc 2 §2, §4, §5). A visitor is told to log in; a signed-in
 * user with an email on record subscribes at once; without one, the Get Notified dialog asks for an
 * address. Setting an alert also asks for the desktop notification permission when it was never
 * answered, and subscribes this device to pushes.
 *
 * State: the movie page asks the check call (`source="check"`); a card reads the tracking list, one
 * call for the whole page instead of one per card (`source="list"`). Both read the check entry when
 * this page already changed it.
 */
export function NotifyMeButton({
  movie,
  source = 'check',
  compact = false,
  className,
}: {
  movie: NotifyMeMovie
  source?: 'check' | 'list'
  compact?: boolean
  className?: string
}) {
  const { data: user } = useCurrentUser()
  const signedIn = Boolean(user)
  const check = useQuery({ ...movieNotificationCheckQuery(movie.id), enabled: signedIn && source === 'check' })
  const list = useQuery({ ...movieNotificationsQuery(), enabled: signedIn && source === 'list' })
  const create = useCreateMovieNotification()
  const cancel = useCancelMovieNotification()
  const [dialogOpen, setDialogOpen] = useState(false)

  const isSet = signedIn && (check.data?.hasNotification ?? list.data?.items.some((item) => item.movieId === movie.id) ?? false)
  const busy = create.isPending || cancel.isPending
  const label = isSet ? 'Cancel Notification' : 'Notify Me'

  async function subscribe(email?: string): Promise<boolean> {
    if (!user) return false
    try {
      const outcome = await create.mutateAsync({ movieId: movie.id, movieTitle: movie.title, email })
      toast(
        outcome.status === 'queued'
          ? { title: 'Saved Offline', description: `Your alert for ${movie.title} will be set when you’re back online.` }
          : { title: 'Notification Set', description: `We’ll let you know when ${movie.title} is released.` },
      )
      return true
    } catch (error) {
      if (!email && needsEmail(error)) {
        setDialogOpen(true)
        return false
      }
      toast({ variant: 'destructive', title: 'Error', description: createFailedMessage(error) })
      return false
    }
  }

  async function onClick() {
    if (!user) {
      toast({
        variant: 'destructive',
        title: NOTIFICATION_MESSAGES.authRequiredTitle,
        description: NOTIFICATION_MESSAGES.authRequired,
        action: (
          <ToastAction altText="Log in" onClick={openAuthMenu}>
            Log in
          </ToastAction>
        ),
      })
      return
    }
    if (isSet) {
      try {
        const outcome = await cancel.mutateAsync({ movieId: movie.id, movieTitle: movie.title })
        toast(
          outcome.status === 'queued'
            ? { title: 'Saved Offline', description: `Your alert for ${movie.title} will be cancelled when you’re back online.` }
            : { title: 'Notification Cancelled', description: `You won’t be notified when ${movie.title} is released.` },
        )
      } catch (error) {
        toast({ variant: 'destructive', title: 'Error', description: removeFailedMessage(error) })
      }
      return
    }
    if (!user.email) {
      setDialogOpen(true)
      return
    }
    // Asked now, while the click still counts as the person's gesture; the alert is set meanwhile.
    void enableDevicePush(user.id, { quiet: true })
    await subscribe()
  }

  const Icon = isSet ? BellOff : Bell
  return (
    <>
      <Button
        variant={isSet ? 'outline' : 'primary'}
        size={compact ? 'sm' : 'md'}
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy}
        aria-label={compact ? `${label}: ${movie.title}` : undefined}
        className={cn(!isSet && SAME_BORDER_AS_OUTLINE, compact && 'relative z-10 h-auto min-h-9 w-full px-2 py-1.5 text-xs leading-tight', className)}
        data-testid="notify-me"
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {/* One size in both states (decision 049): the person's alert is known only after the page is drawn. */}
        <StableLabel current={label} labels={NOTIFY_LABELS} />
      </Button>
      {user ? (
        <GetNotifiedDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          movieTitle={movie.title}
          submitting={create.isPending}
          onSubmit={async (email) => {
            void enableDevicePush(user.id, { quiet: true })
            if (await subscribe(email)) setDialogOpen(false)
          }}
        />
      ) : null}
    </>
  )
}
