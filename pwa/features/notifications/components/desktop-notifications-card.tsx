import { useState } from 'react'
import { BellRing, Send } from 'lucide-react'
import { TEST_NOTIFICATION_CLOSE_MS } from '@contracts/notifications-rules'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { cn } from '@/lib/cn'
import { PushSetupError, showTestNotification } from '@/lib/push'
import { DESKTOP_MESSAGES, permissionLabel } from '../lib/desktop-messages'
import { enableDevicePush } from '../lib/enable-device-push'
import { useDesktopPushState } from '../lib/use-desktop-push-state'

const PILL: Record<string, string> = {
  Enabled: 'bg-green-100 text-green-900',
  Blocked: 'bg-red-100 text-red-900',
  'Not Set': 'bg-slate-100 text-slate-800',
  'Not Supported': 'bg-slate-100 text-slate-800',
}

/**
 * The Desktop Notifications card (spec doc 3 §2, §4, §8): the permission as Enabled / Blocked / Not
 * Set, a button that asks for the permission only when pressed and subscribes this device, and a test
 * notification shown through the service worker registration that closes after 5 s.
 */
export function DesktopNotificationsCard({ userId }: { userId: number }) {
  const { permission, subscribedHere, refresh } = useDesktopPushState(userId)
  const [enabling, setEnabling] = useState(false)
  const [testing, setTesting] = useState(false)
  const label = permissionLabel(permission)

  async function enable() {
    setEnabling(true)
    try {
      await enableDevicePush(userId)
    } finally {
      setEnabling(false)
      refresh()
    }
  }

  async function sendTest() {
    if (permission === 'unsupported') {
      toast({ variant: 'destructive', title: DESKTOP_MESSAGES.notSupportedTitle, description: DESKTOP_MESSAGES.notSupported })
      return
    }
    if (permission === 'denied') {
      toast({ variant: 'destructive', title: DESKTOP_MESSAGES.blockedTitle, description: DESKTOP_MESSAGES.blocked })
      return
    }
    if (permission !== 'granted') {
      toast({ variant: 'destructive', title: DESKTOP_MESSAGES.permissionRequiredTitle, description: DESKTOP_MESSAGES.permissionRequired })
      return
    }
    setTesting(true)
    try {
      await showTestNotification(TEST_NOTIFICATION_CLOSE_MS)
      toast({ title: DESKTOP_MESSAGES.testSentTitle, description: DESKTOP_MESSAGES.testSent })
    } catch (error) {
      const description = error instanceof PushSetupError ? error.message : 'Please try again.'
      toast({ variant: 'destructive', title: DESKTOP_MESSAGES.testFailedTitle, description })
    } finally {
      setTesting(false)
    }
  }

  return (
    <Card title="Desktop Notifications">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <BellRing className="h-4 w-4 text-blue-700" aria-hidden="true" />
        Status:
        <span data-testid="desktop-permission" className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', PILL[label])}>
          {label}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {permission === 'unsupported'
          ? DESKTOP_MESSAGES.notSupported
          : permission === 'denied'
            ? DESKTOP_MESSAGES.blocked
            : permission === 'granted' && subscribedHere === false
              ? 'Notifications are allowed, but this device is not receiving Gala’s alerts yet. Enable them to get alerts here.'
              : 'Get an alert on this device when a movie you follow is released, even when Gala is closed.'}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {permission !== 'unsupported' && !(permission === 'granted' && subscribedHere) ? (
          <Button onClick={() => void enable()} disabled={enabling} aria-busy={enabling}>
            <BellRing className="h-4 w-4" aria-hidden="true" />
            {enabling ? 'Enabling...' : 'Enable Desktop Notifications'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => void sendTest()} disabled={testing}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Send Test Notification
        </Button>
      </div>
    </Card>
  )
}
