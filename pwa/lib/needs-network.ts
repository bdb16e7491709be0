/**
 * Actions that cannot wait for a connection (issue 6): buying tickets and signing in must reach the
 * server now, so while offline they say so instead of failing. (Own-state actions — like, Notify Me,
 * widget settings — wait in the offline queue instead: lib/offline-queue.ts.)
 */

export const NEEDS_NETWORK = {
  buyTickets: "You're offline. Buying tickets needs a connection.",
  signIn: "You're offline. Signing in needs a connection.",
} as const

export type NetworkAction = keyof typeof NEEDS_NETWORK

/**
 * Whether the browser itself says there is no network. Reliable in this direction only: "online" can be
 * wrong (a dead Wi-Fi, an offline reload), so callers still handle a failed request.
 */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
