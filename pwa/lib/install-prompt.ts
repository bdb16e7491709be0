/**
 * When to offer installing Gala (issue 6): only after real engagement (a second visit, or a saved
 * location for the nearest cinemas), never on the first screen of a visit (after one navigation), not
 * again for 90 days once dismissed, never once installed. Chromium offers its own install dialog
 * (`beforeinstallprompt`); iOS Safari has none, so there the offer is short Add to Home Screen steps.
 */

export const INSTALL_STORAGE = { visits: 'gala:visits', dismissedAt: 'gala:install-dismissed-at' } as const
const SESSION_COUNTED = 'gala:visit-counted'
export const INSTALL_MIN_VISITS = 2
export const INSTALL_DISMISS_MS = 90 * 24 * 60 * 60_000

export type InstallPlatform = 'prompt' | 'ios' | 'none'

export interface InstallOfferInput {
  visits: number
  hasSavedLocation: boolean
  /** Navigations inside this visit; the offer never comes on its first screen. */
  navigations: number
  dismissedAt: number | null
  now: number
  standalone: boolean
  platform: InstallPlatform
}

export function shouldOfferInstall(input: InstallOfferInput): boolean {
  if (input.platform === 'none' || input.standalone) return false
  if (input.navigations < 1) return false
  if (input.dismissedAt !== null && input.now - input.dismissedAt < INSTALL_DISMISS_MS) return false
  return input.visits >= INSTALL_MIN_VISITS || input.hasSavedLocation
}

/** iPhone/iPad Safari (not Chrome or Firefox on iOS, which cannot add to the home screen the same way). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iP(hone|ad|od)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

/** Counts this visit once per browser session and returns the number of visits so far. */
export function recordVisit(local: Storage, session: Storage): number {
  const visits = Number(local.getItem(INSTALL_STORAGE.visits)) || 0
  if (session.getItem(SESSION_COUNTED)) return visits
  session.setItem(SESSION_COUNTED, '1')
  local.setItem(INSTALL_STORAGE.visits, String(visits + 1))
  return visits + 1
}

// ---- The browser's deferred install prompt ---------------------------------------------------------

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
/** Pages shown in this visit (router resolutions); the first one is the visit's first screen. */
let pagesShown = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Call before the first render: Chromium may fire `beforeinstallprompt` early. */
export function captureInstallPrompt(): void {
  // A server-rendered page loads this code after its first paint; the browser's offer may have come before, and
  // the page's loader kept it (api/ssr.ts).
  const early = (window as { __galaInstallPrompt?: BeforeInstallPromptEvent }).__galaInstallPrompt
  if (early) deferred = early
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // the app chooses the moment (shouldOfferInstall), not the browser
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    notify()
  })
}

/** Call on every resolved navigation (the router's onResolved event). */
export function notePageShown(): void {
  pagesShown += 1
  notify()
}

export const installPromptStore = {
  /** Navigations in this visit after its first screen. */
  navigations: (): number => Math.max(0, pagesShown - 1),
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** 'prompt' when the browser's install dialog can be shown now. */
  available: (): boolean => deferred !== null && !installed,
  /** Shows the browser's install dialog; true when the person installed. */
  async prompt(): Promise<boolean> {
    const event = deferred
    if (!event) return false
    deferred = null
    notify()
    await event.prompt()
    return (await event.userChoice).outcome === 'accepted'
  },
}
