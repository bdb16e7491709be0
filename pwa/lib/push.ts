/**
 * Web push on this device (issue 7): permission, the browser's push subscription and handing it to
 * the server, and the test notification. Loaded on demand (the always-loaded bits, the icon badge and
 * the service worker's messages, are in ./inbox-signals.ts).
 *
 * - Permission is asked only when the person enables desktop notifications or sets an alert (from
 *   those clicks: features/notifications/lib/enable-device-push.ts), never on page load.
 * - The subscription is made with the server's current VAPID key; one made with another key is
 *   replaced, and every call hands the subscription to the server again (the server upserts by
 *   endpoint), which also repairs one the server dropped (logout, a changed key, repeated failures).
 * - `pushManager.subscribe` can hang for good (no reachable push service; always so in headless
 *   Chromium): it gets a time-out and a clear message, and nothing else waits on it.
 * - Logging out needs nothing here: the server ties a subscription to the session it was made in and
 *   deletes it with the session (docs/decisions/012-release-alerts-web-push.md). This device subscribes
 *   again on its own only for the person who turned alerts on here (`rememberDevice`).
 */
import type { PushPublicKeyResponse } from '@contracts/push'
import { ApiError, apiRequest, getJson } from './api-client'
import { bytesToUrlBase64, PUBLIC_KEY_PATH, SUBSCRIPTIONS_PATH, urlBase64ToBytes } from './push-shared'
import { serviceWorkerPending } from './service-worker'

/** How long `pushManager.subscribe` (and waiting for the service worker) may take. */
export const SUBSCRIBE_TIMEOUT_MS = 10_000
/** How long enabling alerts waits for a service worker that is still installing. */
const INSTALL_TIMEOUT_MS = 60_000
/** Tag of the test notification (a second test replaces the first). */
export const TEST_NOTIFICATION_TAG = 'gala-test'
/** localStorage key: the id of the user who turned alerts on in this browser. */
export const PUSH_OWNER_KEY = 'gala:push-user'

/** Desktop notification permission as the notifications page shows it (doc 3 §4), or no support at all. */
export type DesktopPermission = NotificationPermission | 'unsupported'

/** Why push could not be set up. */
export type PushSetupFailure = 'unsupported' | 'blocked' | 'dismissed' | 'no-service-worker' | 'timeout' | 'failed'

export class PushSetupError extends Error {
  override name = 'PushSetupError'
  constructor(
    readonly reason: PushSetupFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** Whether this browser can show notifications from a service worker at all. */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator
}

/** Whether it can also receive pushes (Safari on iOS only once the app is installed to the home screen). */
export function pushSupported(): boolean {
  return notificationsSupported() && 'PushManager' in window
}

export function desktopPermission(): DesktopPermission {
  return notificationsSupported() ? Notification.permission : 'unsupported'
}

/** Asks for the notification permission (call it from a click) and answers the outcome. */
export async function askPermission(): Promise<NotificationPermission> {
  if (!notificationsSupported()) throw new PushSetupError('unsupported', 'This browser cannot show notifications.')
  if (Notification.permission !== 'default') return Notification.permission
  return Notification.requestPermission()
}

/**
 * Subscribes this browser to Gala's pushes and registers the subscription for the signed-in user.
 * With `askPermission` the permission prompt may appear (only from a click); without it, a missing
 * permission fails with 'dismissed'. Resolves with the endpoint; rejects with a PushSetupError.
 */
export async function subscribeDevice({ askPermission: ask, userId }: { askPermission: boolean; userId: number }): Promise<string> {
  if (!pushSupported()) throw new PushSetupError('unsupported', 'This browser cannot receive push notifications.')
  const permission = ask ? await askPermission() : Notification.permission
  if (permission === 'denied') throw new PushSetupError('blocked', 'Notifications are blocked for Gala in this browser.')
  if (permission !== 'granted') throw new PushSetupError('dismissed', 'Notifications were not allowed.')

  const registration = await serviceWorkerReady()
  let reply: PushPublicKeyResponse
  try {
    reply = await getJson<PushPublicKeyResponse>(PUBLIC_KEY_PATH)
  } catch (error) {
    throw new PushSetupError('failed', 'Could not reach Gala to set up notifications. Please try again.', { cause: error })
  }
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && subscriptionKey(subscription) !== normaliseKey(reply.publicKey)) {
    // Made with an old server key: the push service would refuse our messages for it.
    await subscription.unsubscribe().catch(() => false)
    subscription = null
  }
  if (!subscription) {
    subscription = await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToBytes(reply.publicKey) }),
      SUBSCRIBE_TIMEOUT_MS,
      () => new PushSetupError('timeout', "The browser's push service did not answer in time. Check your connection and try again."),
    ).catch((error: unknown) => {
      throw error instanceof PushSetupError
        ? error
        : new PushSetupError('failed', 'The browser refused to set up push notifications.', { cause: error })
    })
  }
  try {
    await apiRequest('POST', SUBSCRIPTIONS_PATH, subscription.toJSON())
  } catch (error) {
    // 409: the endpoint is registered to another account with other keys (docs/decisions/012); the server says what to do.
    const taken = error instanceof ApiError && error.code === 'SUBSCRIPTION_TAKEN' ? error.serverMessage : undefined
    throw new PushSetupError('failed', taken ?? 'Could not register this device for notifications. Please try again.', { cause: error })
  }
  rememberDevice(userId)
  return subscription.endpoint
}

let syncedFor: number | null = null

/**
 * On app start for a signed-in user: if they turned alerts on in this browser and the permission
 * still stands, make sure the server has this device's current subscription (once per page load).
 * Never asks anything and never throws.
 */
export async function syncPushSubscription(userId: number): Promise<void> {
  if (syncedFor === userId || !pushSupported() || Notification.permission !== 'granted' || rememberedUser() !== userId) return
  syncedFor = userId
  try {
    await subscribeDevice({ askPermission: false, userId })
  } catch {
    // Offline, no push service, or the key endpoint failed: the next start tries again.
    syncedFor = null
  }
}

/**
 * Shows a test notification through the service worker registration (doc 3 §2) and closes it after
 * `closeAfterMs` (5 s, doc 2 §9).
 */
export async function showTestNotification(closeAfterMs: number): Promise<void> {
  if (!notificationsSupported()) throw new PushSetupError('unsupported', 'This browser cannot show notifications.')
  if (Notification.permission !== 'granted')
    throw new PushSetupError(Notification.permission === 'denied' ? 'blocked' : 'dismissed', 'Notifications are not allowed.')
  const registration = await serviceWorkerReady()
  await registration.showNotification('Gala test notification', {
    body: 'Desktop notifications are working. Movie release alerts will look like this.',
    tag: TEST_NOTIFICATION_TAG,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: '/notifications', inboxId: null },
  })
  window.setTimeout(() => {
    void registration
      .getNotifications({ tag: TEST_NOTIFICATION_TAG })
      .then((shown) => shown.forEach((notification) => notification.close()))
      .catch(() => undefined)
  }, closeAfterMs)
}

function rememberDevice(userId: number): void {
  try {
    localStorage.setItem(PUSH_OWNER_KEY, String(userId))
  } catch {
    // Storage blocked: the device then re-subscribes only from the notifications page.
  }
}

function rememberedUser(): number | null {
  try {
    const value = Number(localStorage.getItem(PUSH_OWNER_KEY))
    return Number.isSafeInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

async function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  // A worker still installing (a first visit saves the whole app for offline use, which takes a while on a slow
  // phone or connection), or one about to be registered, is waited for; with none at all (development builds have
  // none) `ready` never settles.
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const installing = serviceWorkerPending() || Boolean(registration && !registration.active && (registration.installing || registration.waiting))
  return withTimeout(
    navigator.serviceWorker.ready,
    installing ? INSTALL_TIMEOUT_MS : SUBSCRIBE_TIMEOUT_MS,
    () => new PushSetupError('no-service-worker', 'Gala’s service worker is not running yet. Reload the page and try again.'),
  )
}

function subscriptionKey(subscription: PushSubscription): string | null {
  const key = subscription.options.applicationServerKey
  return key ? bytesToUrlBase64(key) : null
}

function normaliseKey(key: string): string {
  return key.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** `promise`, or the error of `onTimeout` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
