import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Bell, BellOff } from 'lucide-react'
import type { StreamingTitle } from '@contracts/tv'
import { TV_MESSAGES } from '@contracts/tv'
import { NOTIFICATION_MESSAGES } from '@contracts/notifications-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { Button } from '@/components/ui/button'
import { SAME_BORDER_AS_OUTLINE, StableLabel } from '@/components/ui/stable-label'
import { ToastAction } from '@/components/ui/toast'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { GetNotifiedDialog } from '@/features/notifications/components/get-notified-dialog'
import { enableDevicePush } from '@/features/notifications/lib/enable-device-push'
import { createFailedMessage, needsEmail, removeFailedMessage } from '@/features/notifications/lib/error-messages'
import { cn } from '@/lib/cn'
import { streamingNotificationCheckQuery, useCancelStreamingNotification, useCreateStreamingNotification } from '../api/streaming-notification'

const STREAM_LABELS = ['Tell me when it streams', 'Cancel Notification'] as const

/**
 * "Tell me when it streams" on a title coming to a network: the movie Notify Me (release alerts, decision 012)
 * for a streaming date. A visitor is asked to log in; a signed-in person with an email is subscribed at once,
 * one without is asked for an address (Get Notified); offline the request waits in the action queue.
 */
export function StreamingNotifyButton({ title, className }: { title: Pick<StreamingTitle, 'id' | 'title' | 'can_notify' | 'network'>; className?: string }) {
  const { data: user } = useCurrentUser()
  const check = useQuery(streamingNotificationCheckQuery(title.id, Boolean(user)))
  const create = useCreateStreamingNotification()
  const cancel = useCancelStreamingNotification()
  const [dialogOpen, setDialogOpen] = useState(false)
  const isSet = Boolean(user) && (check.data?.hasNotification ?? false)
  const busy = create.isPending || cancel.isPending
  const where = title.network.name

  if (!title.can_notify && !isSet) return null

  async function subscribe(email?: string): Promise<boolean> {
    try {
      const outcome = await create.mutateAsync({ titleId: title.id, title: title.title, email })
      toast(
        outcome.status === 'queued'
          ? { title: 'Saved Offline', description: `Your alert for ${title.title} will be set when you’re back online.` }
          : { title: 'Notification Set', description: `We’ll let you know when ${title.title} streams on ${where}.` },
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
        description: TV_MESSAGES.authRequired,
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
        const outcome = await cancel.mutateAsync({ titleId: title.id, title: title.title })
        toast(
          outcome.status === 'queued'
            ? { title: 'Saved Offline', description: `Your alert for ${title.title} will be cancelled when you’re back online.` }
            : { title: 'Notification Cancelled', description: `You won’t be told when ${title.title} streams.` },
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
    void enableDevicePush(user.id, { quiet: true })
    await subscribe()
  }

  const Icon = isSet ? BellOff : Bell
  const label = isSet ? STREAM_LABELS[1] : STREAM_LABELS[0]
  return (
    <>
      <Button
        variant={isSet ? 'outline' : 'primary'}
        size="sm"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy}
        aria-label={`${label}: ${title.title}`}
        className={cn(!isSet && SAME_BORDER_AS_OUTLINE, 'h-auto min-h-11 px-3 py-2 leading-tight', className)}
        data-testid="streaming-notify"
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {/* One size in both states (decision 049): the person's alert is known only after the page is drawn. */}
        <StableLabel current={label} labels={STREAM_LABELS} />
      </Button>
      {user ? (
        <GetNotifiedDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          movieTitle={title.title}
          description={`Enter your email and we’ll tell you when ${title.title} streams on ${where}.`}
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
