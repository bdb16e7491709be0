import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/** Paths that are never answered with the app shell: the API and generated media. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/media\//]

/** Precaches the built app shell and answers navigations with index.html (offline deep links). */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }))
}
