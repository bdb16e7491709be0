import { toast } from '@/components/ui/use-toast'
import { askPermission, notificationsSupported, PushSetupError, subscribeDevice } from '@/lib/push'
import { DESKTOP_MESSAGES } from './desktop-messages'

export type EnableOutcome = 'enabled' | 'blocked' | 'dismissed' | 'unsupported' | 'failed'

/**
 * Turns on push for this device from a click (spec doc 2 §4: the default permission state asks when
 * the user subscribes): asks for permission (at once, while the click still counts as the user's
 * gesture), then subscribes in the background. Failures are told with the doc 3 §8 titles; `quiet`
 * (used by Notify Me, whose own toast says the alert is set) skips the success toast and says nothing
 * when the person dismisses the prompt.
 */
export function enableDevicePush(userId: number, { quiet = false } = {}): Promise<EnableOutcome> {
  if (!notificationsSupported()) {
    if (!quiet) toast({ variant: 'destructive', title: DESKTOP_MESSAGES.notSupportedTitle, description: DESKTOP_MESSAGES.notSupported })
    return Promise.resolve('unsupported')
  }
  const permission = askPermission()
  return permission.then(async (answer): Promise<EnableOutcome> => {
    if (answer === 'denied') {
      if (!quiet) toast({ variant: 'destructive', title: DESKTOP_MESSAGES.blockedTitle, description: DESKTOP_MESSAGES.blocked })
      return 'blocked'
    }
    if (answer !== 'granted') {
      if (!quiet)
        toast({ variant: 'destructive', title: DESKTOP_MESSAGES.permissionRequiredTitle, description: DESKTOP_MESSAGES.permissionRequired })
      return 'dismissed'
    }
    try {
      await subscribeDevice({ askPermission: false, userId })
      if (!quiet) toast({ title: DESKTOP_MESSAGES.enabledTitle, description: DESKTOP_MESSAGES.enabled })
      return 'enabled'
    } catch (error) {
      const description = error instanceof PushSetupError ? error.message : 'Please try again.'
      toast({ variant: 'destructive', title: DESKTOP_MESSAGES.enableFailedTitle, description })
      return error instanceof PushSetupError && error.reason === 'unsupported' ? 'unsupported' : 'failed'
    }
  })
}
