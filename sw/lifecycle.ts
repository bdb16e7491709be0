declare const self: ServiceWorkerGlobalScope

/**
 * A new service worker waits until the page asks it to take over (the app offers the update
 * and the user agrees), so nobody gets a surprise reload mid-purchase.
 */
export function setUpLifecycle(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim())
  })
}
