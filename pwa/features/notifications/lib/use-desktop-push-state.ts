import { useCallback, useEffect, useState } from 'react'
import { desktopPermission, PUSH_OWNER_KEY, pushSupported, type DesktopPermission } from '@/lib/push'

export interface DesktopPushState {
  permission: DesktopPermission
  /** This browser holds a push subscription made for this user (null while being looked up). */
  subscribedHere: boolean | null
  refresh: () => void
}

/**
 * The notification permission (kept current: the Permissions API reports changes made in the site
 * settings) and whether this device already receives this user's pushes.
 */
export function useDesktopPushState(userId: number): DesktopPushState {
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission)
  const [subscribedHere, setSubscribedHere] = useState<boolean | null>(null)

  /** Asks the browser whether it holds a subscription (answers arrive asynchronously). */
  const lookUpSubscription = useCallback(() => {
    const lookup = pushSupported()
      ? navigator.serviceWorker.getRegistration().then((registration) => registration?.pushManager.getSubscription() ?? null)
      : Promise.resolve(null)
    void lookup
      .then((subscription) => setSubscribedHere(subscription !== null && readOwner() === userId))
      .catch(() => setSubscribedHere(false))
  }, [userId])

  const refresh = useCallback(() => {
    setPermission(desktopPermission())
    lookUpSubscription()
  }, [lookUpSubscription])

  useEffect(() => {
    lookUpSubscription()
    if (!navigator.permissions?.query) return
    let status: PermissionStatus | undefined
    let cancelled = false
    navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        if (cancelled) return
        status = result
        status.addEventListener('change', refresh)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      status?.removeEventListener('change', refresh)
    }
  }, [lookUpSubscription, refresh])

  return { permission, subscribedHere, refresh }
}

function readOwner(): number | null {
  try {
    return Number(localStorage.getItem(PUSH_OWNER_KEY)) || null
  } catch {
    return null
  }
}
