/**
 * "Cookie settings" (footer, /cookie-policy, /settings) reopen the consent banner so a person can change their
 * answer. A tiny event, so the controls stay in the first download while the banner itself loads lazily.
 */
import { useSyncExternalStore } from 'react'

const OPEN_EVENT = 'gala:consent-settings'
let open = false

function subscribe(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}

function setOpen(next: boolean): void {
  open = next
  window.dispatchEvent(new Event(OPEN_EVENT))
}

export const openConsentSettings = () => setOpen(true)
export const closeConsentSettings = () => setOpen(false)

/** React: whether the person asked to see the consent choice again. */
export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false)
}
