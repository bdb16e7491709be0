/// <reference lib="webworker" />
import { alertDataOf, alertFromPayload } from './push-payload'
import {
  countUnreadInbox,
  INBOX_CHANGED_MESSAGE,
  INBOX_PATH,
  markReadPath,
  PUBLIC_KEY_PATH,
  SUBSCRIPTIONS_PATH,
  urlBase64ToBytes,
} from '../pwa/lib/push-shared'

declare const self: ServiceWorkerGlobalScope

/** The browser's `pushsubscriptionchange` event (not in TypeScript's lib yet). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription?: PushSubscription | null
  readonly newSubscription?: PushSubscription | null
}

/**
 * Release alerts (issue 7): `push` shows the alert, even with every Gala tab closed; a click on it
 * focuses an open Gala window (or opens one) on the movie's page and marks its inbox item read; a
 * subscription the browser replaced is handed to the server again.
 */
export function setUpPush(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(onPush(event))
  })
  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(onNotificationClick(event.notification))
  })
  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(onSubscriptionChange(event as PushSubscriptionChangeEvent))
  })
}

async function onPush(event: PushEvent): Promise<void> {
  let text: string | null = null
  try {
    text = event.data?.text() ?? null
  } catch {
    // Undecodable data: show the generic alert rather than nothing.
  }
  const alert = alertFromPayload(text)
  await self.registration.showNotification(alert.title, alert.options)
  // The open pages refresh their inbox (and header badge); the installed app's icon badge follows.
  await Promise.all([tellPages(), updateAppBadge()])
}

async function onNotificationClick(notification: Notification): Promise<void> {
  const { url, inboxId } = alertDataOf(notification.data)
  const target = new URL(url, self.location.origin).href
  const marking = inboxId === null ? Promise.resolve() : markRead(inboxId)
  await Promise.all([openWindowAt(target), marking])
  await Promise.all([tellPages(), updateAppBadge()])
}

/** Focuses a Gala window and shows `target` in it, or opens a new window there. */
async function openWindowAt(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' })
  const client = windows.find((candidate) => candidate.focused) ?? windows[0]
  if (client) {
    try {
      const focused = await client.focus()
      if (focused.url !== target) await focused.navigate(target)
      return
    } catch {
      // Not ours to navigate (not controlled yet) or focus refused: open a window instead.
    }
  }
  await self.clients.openWindow(target)
}

async function markRead(inboxId: number): Promise<void> {
  try {
    // Same-origin fetch with the session cookie; the server answers 404 for someone else's item.
    await fetch(markReadPath(inboxId), { method: 'PUT', credentials: 'same-origin' })
  } catch {
    // Offline: the item stays unread and the person can mark it on the notifications page.
  }
}

async function tellPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage({ type: INBOX_CHANGED_MESSAGE })
}

/** The installed app's icon shows the unread count, where the browser supports badges. */
async function updateAppBadge(): Promise<void> {
  const navigator = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>
    clearAppBadge?: () => Promise<void>
  }
  if (!navigator.setAppBadge) return
  try {
    const response = await fetch(INBOX_PATH, { credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } })
    if (!response.ok) return
    const unread = countUnreadInbox(await response.json())
    await (unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge?.())
  } catch {
    // Signed out, offline or not allowed: leave the badge as it is.
  }
}

/**
 * The browser replaced (or dropped) the subscription: subscribe again with the server's current key
 * and tell the server, dropping the old endpoint. Without a session the server refuses (401) and the
 * page subscribes again the next time the person opens Gala (pwa/lib/push.ts).
 */
async function onSubscriptionChange(event: PushSubscriptionChangeEvent): Promise<void> {
  try {
    const old = event.oldSubscription ?? null
    let subscription = event.newSubscription ?? null
    if (!subscription) {
      const reply = await fetch(PUBLIC_KEY_PATH, { credentials: 'same-origin' })
      if (!reply.ok) return
      const { publicKey } = (await reply.json()) as { publicKey: string }
      subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToBytes(publicKey),
      })
    }
    await fetch(SUBSCRIPTIONS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    })
    if (old && old.endpoint !== subscription.endpoint) {
      await fetch(SUBSCRIPTIONS_PATH, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: old.endpoint }),
      })
    }
  } catch {
    // Offline or refused: the page re-subscribes on its next start.
  }
}
