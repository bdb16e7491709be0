/// <reference lib="webworker" />
/**
 * Runtime caching (issue 6): images, and the API reads the page does not keep itself.
 *
 * - Images (posters, article pictures, proxied images): cache-first, at most IMAGE_CACHE.maxEntries for
 *   30 days, and the whole cache is dropped first when the browser runs short of space.
 * - Public `/api/` GETs outside the page's own persisted cache: network-first with a short time-out, then
 *   this copy. An answer served from the copy carries OFFLINE_COPY_HEADER so the page knows it is offline.
 *   Private answers (`Cache-Control: private` or `no-store`, or the paths offline-rules calls private) and
 *   errors are never stored.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import { API_CACHE, IMAGE_CACHE, OFFLINE_COPY_HEADER, OFFLINE_MAX_AGE_MS, isRuntimeCachedApiPath } from '../pwa/lib/offline-rules'

declare const self: ServiceWorkerGlobalScope

/** Stores only answers the server allows to be shared. */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    return response.status === 200 && !/\b(private|no-store)\b/i.test(cacheControl) ? response : null
  },
}

/** Marks an answer that came from the copy instead of the network. */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.set(OFFLINE_COPY_HEADER, '1')
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
  },
}

export function setUpRuntimeCaching(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' || (url.origin === self.location.origin && url.pathname === '/api/image-proxy'),
    new CacheFirst({
      cacheName: IMAGE_CACHE.name,
      plugins: [
        // Opaque (0) answers of other sites' images are kept too; they count against the cap.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: IMAGE_CACHE.maxEntries, maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  )

  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isRuntimeCachedApiPath(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE.name,
      networkTimeoutSeconds: API_CACHE.networkTimeoutSeconds,
      plugins: [
        publicOnly,
        markOfflineCopy,
        new ExpirationPlugin({ maxEntries: API_CACHE.maxEntries, maxAgeSeconds: OFFLINE_MAX_AGE_MS / 1000, purgeOnQuotaError: true }),
      ],
    }),
  )
}
