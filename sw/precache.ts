import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { withFreshNonce } from './document-nonce'

/** Paths the server answers itself (the API, media, and the generated robots.txt and sitemaps of decision 032), never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/media\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/sitemaps\//]

/** Precaches the built app shell and answers navigations with index.html (offline deep links). */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  const shell = createHandlerBoundToURL('/index.html')
  // Each navigation gets its own CSP nonce, in the policy and the document alike (decision 035).
  registerRoute(new NavigationRoute(async (options) => withFreshNonce(await shell(options)), { denylist: NAVIGATION_DENYLIST }))
}
