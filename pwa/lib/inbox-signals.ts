/**
 * Small, always-loaded pieces of the release alerts (the rest of push setup, pwa/lib/push.ts, loads on
 * demand): the installed app's icon badge, and the service worker's "the inbox changed" message.
 */
import { INBOX_CHANGED_MESSAGE } from './push-shared'

/** The installed app's icon badge shows `unread` (cleared at 0) where the browser supports it. */
export function setAppBadge(unread: number): void {
  if (typeof navigator === 'undefined') return
  const badge = navigator as Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }
  if (!badge.setAppBadge || !badge.clearAppBadge) return
  void (unread > 0 ? badge.setAppBadge(unread) : badge.clearAppBadge()).catch(() => undefined)
}

/** Calls `onChange` whenever the service worker says the inbox changed (a push arrived, an alert was opened). */
export function onInboxChanged(onChange: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === INBOX_CHANGED_MESSAGE) onChange()
  }
  navigator.serviceWorker.addEventListener('message', listener)
  return () => navigator.serviceWorker.removeEventListener('message', listener)
}
