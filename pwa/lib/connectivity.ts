/**
 * Whether Gala can reach its server, as the app has seen it. `navigator.onLine` alone is not enough: it
 * says "online" in a mall basement with a dead Wi-Fi, and stayed true after an offline reload in
 * Chromium (TOOLCHAIN.md). So the request layer reports what really happened: a request that got no
 * answer (or an answer the service worker served from its copy) means offline, any answer from the
 * server means online. The browser's own `offline`/`online` events count too.
 */
import { useSyncExternalStore } from 'react'

type Listener = () => void

let offline = typeof navigator !== 'undefined' && navigator.onLine === false
const listeners = new Set<Listener>()

function set(next: boolean): void {
  if (next === offline) return
  offline = next
  for (const listener of listeners) listener()
}

/** A request got no answer from the server. */
export function reportOffline(): void {
  set(true)
}

/** The server answered (any status). */
export function reportOnline(): void {
  set(false)
}

export function isOffline(): boolean {
  return offline
}

/** Calls `listener` whenever the state changes; returns the unsubscribe function. */
export function onConnectivityChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', reportOffline)
  // The browser's "online" is only a hint: the next request confirms it (or reports offline again).
  window.addEventListener('online', reportOnline)
}

/** The app's view of the connection, re-rendering when it changes. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOffline, () => false)
}

/** Whether an error means "no answer from the server" (the request layer's network or time-out errors). */
export function isOfflineError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const kind = (error as { kind?: unknown }).kind
  return (kind === 'network' || kind === 'timeout') && (error as { status?: unknown }).status === undefined
}
