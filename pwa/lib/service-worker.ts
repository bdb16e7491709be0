/**
 * The service worker's registration and the update flow (issue 6): a new release installs in the
 * background and waits; the page says so (layout/update-notice.tsx) and the new version takes
 * over only when the person agrees, followed by one reload. Nothing reloads by itself, so nobody loses a
 * form or a purchase half-way.
 */
import { pageHydrated } from './page-hydrated'

type Listener = () => void

/** How often an open app looks for a new release (also whenever it comes back to the foreground). */
const UPDATE_CHECK_MS = 60 * 60_000

let applyUpdate: (() => void) | undefined
/** Between registerServiceWorker() and the registration itself (which waits for the page to settle). */
let registrationPending = false
const listeners = new Set<Listener>()

function notify() {
  for (const listener of listeners) listener()
}

/** How long registration waits at most for the app to take the page over (a page whose app never starts). */
const SETTLE_LIMIT_MS = 10_000

/**
 * Waits for the app to take the page over and the browser to be idle, or SETTLE_LIMIT_MS. The first install
 * precaches the whole app, about 1.6 MB in some 470 files: done while the page starts, it took the CPU and the
 * connection from the page a person is waiting for.
 */
const pageSettled = () => pageHydrated(SETTLE_LIMIT_MS)

/** Registers /sw.js (production builds only) once the page has settled, and watches for waiting updates. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  registrationPending = true
  pageSettled()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js')
      wb.addEventListener('waiting', () => {
        applyUpdate = () => {
          // The new worker claims this page (sw/lifecycle.ts); reload once it controls it.
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        }
        notify()
      })
      // Refused where service workers are blocked (a browser setting, some embedded views): the site works without one.
      wb.register()
        .catch((error: unknown) => console.warn('[gala] Service worker registration failed:', error))
        .finally(() => {
          registrationPending = false
        })
      const check = () => void wb.update().catch(() => undefined)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
      window.setInterval(check, UPDATE_CHECK_MS)
    })
    .catch((error: unknown) => {
      registrationPending = false
      console.warn('[gala] Service worker registration failed:', error)
    })
}

/** Whether the service worker is about to be registered: push set-up waits for it as for one installing. */
export function serviceWorkerPending(): boolean {
  return registrationPending
}

/** For useSyncExternalStore: whether a new version is waiting. */
export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  ready: (): boolean => applyUpdate !== undefined,
  /** Lets the waiting version take over; the page reloads when it does. */
  apply(): void {
    applyUpdate?.()
  },
}
