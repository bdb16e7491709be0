/**
 * The device storage Gala uses for offline (issue 6): asking the browser to keep it (persistent storage)
 * once the person has shown they use Gala, how much is used, and clearing it from settings.
 *
 * What is stored, and where: the saved queries (IndexedDB `gala-cache`, lib/query-persistence.ts), the
 * service worker's copies of API reads and images (Cache Storage `gala-api`, `gala-images`), the app
 * itself (Workbox's precache) and unsent actions (IndexedDB `gala-queue`, lib/offline-queue.ts). Each is
 * bounded by its own rules (lib/offline-rules.ts, MAX_QUEUED_ACTIONS).
 */
import type { QueryClient } from '@tanstack/react-query'
import { INSTALL_STORAGE, INSTALL_MIN_VISITS } from './install-prompt'
import { API_CACHE, IMAGE_CACHE } from './offline-rules'
import { clearPersistedQueries } from './query-persistence'

let persistRequest: Promise<boolean> | undefined

/**
 * Asks the browser not to evict Gala's storage under pressure (once per page). Browsers decide by
 * engagement (Chromium grants it to installed or often used sites, Firefox may ask), so call it after
 * real use: a saved action, a second visit, an install. Resolves whether storage is persistent.
 */
export function requestPersistentStorage(): Promise<boolean> {
  persistRequest ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
    if (!storage?.persist) return false
    try {
      if (await storage.persisted()) return true
      return await storage.persist()
    } catch {
      return false
    }
  })()
  return persistRequest
}

/** Requests persistence now if the person has already engaged (installed, or a second visit), else on install. */
export function persistWhenEngaged(): void {
  if (typeof window === 'undefined') return
  const installed = window.matchMedia?.('(display-mode: standalone)').matches
  const visits = Number(window.localStorage?.getItem(INSTALL_STORAGE.visits)) || 0
  if (installed || visits >= INSTALL_MIN_VISITS) void requestPersistentStorage()
  else window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true })
}

export interface StorageUse {
  /** Bytes used by this site (all of its storage), when the browser says. */
  usage: number | null
  /** Bytes the browser would let it use. */
  quota: number | null
  /** Whether the browser promised not to evict it. */
  persisted: boolean
}

export async function storageUse(): Promise<StorageUse> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => false) : false,
  ])
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted }
}

/** '1.2 MB', '850 KB', '3.4 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits)} ${units[unit]}`
}

/**
 * "Clear offline data": the saved pages (persisted queries), the service worker's copies of API reads
 * and images, and the data of pages not on screen. Kept: the app itself (so Gala still opens offline),
 * the sign-in, and unsent actions (the settings page says so; they are the person's changes, not a copy).
 */
export async function clearOfflineData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    clearPersistedQueries(),
    typeof caches === 'undefined' ? undefined : Promise.all([caches.delete(API_CACHE.name), caches.delete(IMAGE_CACHE.name)]),
  ])
  queryClient.removeQueries({ type: 'inactive' })
}
