/**
 * What Gala keeps for use without a signal (issue 6), shared by the page and the service worker so the
 * two caches never disagree:
 *
 * - The page keeps, in IndexedDB, the answers a moviegoer needs in a mall basement: now showing and coming
 *   soon, nearby cinemas, each cinema day and schedule they opened, each TV channel's schedule they opened, movie details, the home widget's data
 *   and the articles they listed or read (`isPersistedPath`), and who is signed in. Those carry the time they were fetched, which
 *   the freshness labels show ("Offline — updated 2 h ago").
 * - The service worker answers every other public `/api/` read network-first with a short time-out and
 *   falls back to its own copy (`isRuntimeCachedApiPath`). It leaves the persisted reads alone: a copy
 *   it served would look like fresh data to the page and the label would lie.
 * - Private answers (the account, sign-in, notifications, push, admin) are kept by neither.
 *
 * Plain module, no dependencies: it is bundled into both the app and /sw.js.
 */

/** The persisted cache and the service worker's copies are dropped after this long (7 days). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/** At most this many persisted answers; the least recently fetched go first (storage stays bounded). */
export const OFFLINE_MAX_QUERIES = 150

/** Header the service worker adds to an answer it served from its copy instead of the network. */
export const OFFLINE_COPY_HEADER = 'X-Gala-Offline-Copy'

/** The service worker's copies of other API reads, and of images. */
export const API_CACHE = { name: 'gala-api', maxEntries: 200, networkTimeoutSeconds: 4 } as const
export const IMAGE_CACHE = { name: 'gala-images', maxEntries: 250, maxAgeSeconds: 30 * 24 * 60 * 60 } as const

const PERSISTED: readonly RegExp[] = [
  /^\/api\/movies\/(now-showing|upcoming|nearby-malls)$/,
  /^\/api\/movies\/hash\/[^/]+$/,
  /^\/api\/movies\/\d+$/,
  /^\/api\/theaters\/[^/]+\/movies$/,
  /^\/api\/theaters\/[^/]+\/movies\/[^/]+\/schedule$/,
  // The TV schedule of each channel opened (issue 18), kept like a cinema's day.
  /^\/api\/tv\/channels\/[^/]+\/schedule$/,
  /^\/api\/(weather|forex|lotto)$/,
  // Who is signed in, so the app still knows offline (refreshed on every start, see main.tsx).
  /^\/api\/user$/,
  /^\/api\/user\/widget-preferences$/,
  /^\/api\/articles(\/\d+)?$/,
  /^\/api\/articles\/slug\/[^/]+$/,
  // The e-ticket vault (decision 037): the person's purchases with their QR codes, so the tickets open at the
  // cinema door without a signal. Private, so the page keeps them and the worker never does; past shows are
  // dropped a day after they started (`keepOffline`), and logging out removes them.
  /^\/api\/tickets$/,
  /^\/api\/tickets\/\d+$/,
]

/** Never kept by the service worker: private to the person, or not data at all. */
const PRIVATE: readonly RegExp[] = [
  /^\/api\/(user|auth|admin|notifications|push|health|logout|login|register)(\/|$)/,
  /\/(notifications|likes?)(\/|$)/,
  /^\/api\/image-proxy$/,
  // Site scripts: offline they do not run (decision 035); a stale copy must not inject what an editor removed.
  /^\/api\/scripts\//,
  // Seat maps, holds, payments and tickets: private and changing by the second (tickets are kept by the page).
  /^\/api\/(tickets|holds|transactions|payments|test-payment-provider)(\/|$)/,
  /^\/api\/showtimes\/[^/]+\/(seats|holds)$/,
]

/** Whether the page persists the answer of this API path (the first element of a query key). */
export function isPersistedPath(path: unknown): boolean {
  return typeof path === 'string' && PERSISTED.some((pattern) => pattern.test(path))
}

/** Whether the service worker may keep a copy of a GET of this same-origin path. */
export function isRuntimeCachedApiPath(path: string): boolean {
  if (!path.startsWith('/api/')) return false
  return !isPersistedPath(path) && !PRIVATE.some((pattern) => pattern.test(path))
}

/** A ticket leaves the device this long after its show started (decision 037: "past tickets leave a day after the show"). */
export const TICKET_KEEP_AFTER_SHOW_MS = 24 * 60 * 60_000

interface KeptPurchase {
  showtime?: { startsAt?: string }
}

function showIsOver(purchase: KeptPurchase | undefined, now: number): boolean {
  const startsAt = Date.parse(purchase?.showtime?.startsAt ?? '')
  return Number.isFinite(startsAt) && now - startsAt > TICKET_KEEP_AFTER_SHOW_MS
}

/**
 * What of a persisted answer is written to (and read back from) the device, or undefined to keep none of it.
 * Only the ticket vault is trimmed: a purchase whose show started more than a day ago is not kept (the list
 * keeps only its upcoming purchases, without the past ones), everything else is kept as it is.
 */
export function keepOffline(path: unknown, data: unknown, now: number): unknown {
  if (path === '/api/tickets') {
    const list = data as { upcoming?: KeptPurchase[]; past?: KeptPurchase[] } | undefined
    if (!list || !Array.isArray(list.upcoming)) return data
    return { ...list, upcoming: list.upcoming.filter((purchase) => !showIsOver(purchase, now)), past: [] }
  }
  if (typeof path === 'string' && /^\/api\/tickets\/\d+$/.test(path)) return showIsOver(data as KeptPurchase, now) ? undefined : data
  return data
}
