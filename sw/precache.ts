import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { withFreshNonce } from './document-nonce'

/** Paths the server answers itself (the API, media, and the generated robots.txt and sitemaps of decision 032), never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/media\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/sitemaps\//]

/**
 * How long a navigation waits for the server's rendered page (decision 040) before the app shell answers: long
 * enough for a page on a slow connection, short enough that a mall basement with a dying signal still opens the
 * saved showtimes quickly.
 */
export const NAVIGATION_TIMEOUT_MS = 3000

/** The network's answer to a navigation, or null after NAVIGATION_TIMEOUT_MS, a network failure or a server error. */
async function fromNetwork(request: Request): Promise<Response | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS)
  try {
    const response = await fetch(request, { signal: controller.signal })
    return response.status >= 500 ? null : response
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Precaches the built app shell and answers navigations network-first: the server's rendered page when it comes
 * in time (decision 040), else index.html (offline deep links), which renders from the saved data as before.
 */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  const shell = createHandlerBoundToURL('/index.html')
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const page = await fromNetwork(options.request)
        if (page) return page
        // Each navigation gets its own CSP nonce, in the policy and the document alike (decision 035).
        return withFreshNonce(await shell(options))
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  )
}
