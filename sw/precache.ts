import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { withFreshNonce } from './document-nonce'

/** Paths that are never answered with the app shell: the API and generated media. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/media\//]

/** Precaches the built app shell and answers navigations with index.html (offline deep links). */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  const shell = createHandlerBoundToURL('/index.html')
  // Each navigation gets its own CSP nonce, in the policy and the document alike (decision 035).
  registerRoute(new NavigationRoute(async (options) => withFreshNonce(await shell(options)), { denylist: NAVIGATION_DENYLIST }))
}
