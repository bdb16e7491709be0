/**
 * Cookie and tracking consent (issue 16). One choice per device, kept in local storage:
 *
 * - `granted`: the person accepted; third-party ad and analytics scripts (Google Publisher Tag, the
 *   Google tag) may load.
 * - `denied`: the person refused; nothing third-party loads. House ads and first-party counts without
 *   identifiers still work.
 * - `unset`: no answer yet; treated as `denied` until the person accepts (the banner asks).
 *
 * "Do Not Track" (`navigator.doNotTrack === '1'`) and Global Privacy Control (`navigator.globalPrivacyControl`)
 * are honoured: with either signal on, third parties stay off whatever was stored, and the banner does not ask.
 *
 * Safe to import while rendering on the server: every browser read is guarded.
 */
import { useSyncExternalStore } from 'react'

export type ConsentChoice = 'granted' | 'denied' | 'unset'

export const CONSENT_STORAGE_KEY = 'gala:consent'
const CONSENT_EVENT = 'gala:consent-change'

/** The stored choice (`unset` on the server or when nothing is stored). */
export function storedConsent(): ConsentChoice {
  if (typeof window === 'undefined') return 'unset'
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return value === 'granted' || value === 'denied' ? value : 'unset'
  } catch {
    return 'unset'
  }
}

/** True when the browser sends Do Not Track or Global Privacy Control. */
export function browserOptedOut(): boolean {
  if (typeof navigator === 'undefined') return false
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string }
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string })
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1' || win?.doNotTrack === '1'
}

/** May third-party ad and analytics scripts load? Only after an explicit accept, and never under DNT/GPC. */
export function thirdPartyAllowed(): boolean {
  return !browserOptedOut() && storedConsent() === 'granted'
}

/** Should the banner ask? Not when the person already answered, nor when the browser already said no. */
export function consentNeeded(): boolean {
  return !browserOptedOut() && storedConsent() === 'unset'
}

/** Stores the person's answer and tells every listener on this page (and, through `storage`, other tabs). */
export function setConsent(choice: Exclude<ConsentChoice, 'unset'>): void {
  if (typeof window === 'undefined') return
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice)
  } catch {
    // Private mode without storage: the answer holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }))
}

/** Calls `listener` whenever the choice changes (here or in another tab). Returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener()
  }
  window.addEventListener(CONSENT_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** React: whether third parties may load, updated when the person answers (false while rendering on the server). */
export function useThirdPartyAllowed(): boolean {
  return useSyncExternalStore(subscribeConsent, thirdPartyAllowed, () => false)
}

/** React: whether the consent banner should ask (false while rendering on the server). */
export function useConsentNeeded(): boolean {
  return useSyncExternalStore(subscribeConsent, consentNeeded, () => false)
}
