/**
 * Facts about release alerts shared by the page (pwa/lib/push.ts) and the service worker (sw/push.ts).
 * Plain module, no dependencies: it is bundled into both the app and /sw.js.
 */
import { countUnread } from './unread-badge'

export const PUBLIC_KEY_PATH = '/api/push/public-key'
export const SUBSCRIPTIONS_PATH = '/api/push/subscriptions'
export const INBOX_PATH = '/api/notifications/inbox'

/** PUT path that marks an inbox item read. */
export function markReadPath(inboxId: number | string): string {
  return `/api/notifications/${encodeURIComponent(String(inboxId))}/read`
}

/** What the service worker posts to open pages when the inbox changed (a push came, an alert was opened). */
export const INBOX_CHANGED_MESSAGE = 'gala:inbox-changed'

/** The inbox list whatever envelope the server wraps it in (a bare array, `{ items }`, `{ notifications }` or `{ data }`). */
export function inboxItemsOf(reply: unknown): Array<{ isRead?: boolean | null }> {
  if (Array.isArray(reply)) return reply as Array<{ isRead?: boolean | null }>
  if (reply && typeof reply === 'object') {
    for (const key of ['items', 'notifications', 'data'] as const) {
      const value = (reply as Record<string, unknown>)[key]
      if (Array.isArray(value)) return value as Array<{ isRead?: boolean | null }>
    }
  }
  return []
}

/** Unread items in an inbox answer. */
export function countUnreadInbox(reply: unknown): number {
  return countUnread(inboxItemsOf(reply))
}

/**
 * A VAPID public key as `pushManager.subscribe` wants it: base64url (padding optional) → bytes.
 * Throws on anything that is not base64url.
 */
export function urlBase64ToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(base64url)) throw new TypeError('The push key is not base64url')
  const base64 = base64url.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Bytes → base64url without padding (to compare a subscription's key with the server's). */
export function bytesToUrlBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
