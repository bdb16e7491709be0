/**
 * The analytics sender (issue 16, decision 036), loaded when the page is idle by pwa/lib/analytics.ts.
 * Every event goes (a) to Gala's first-party endpoint in batches, through the offline queue when there
 * is no signal (a background action: replayed once, never shown), and (b) to the Google tag when a
 * measurement id is configured and third parties are allowed (consent, Do Not Track, GPC).
 */
import { connectAnalyticsSink, type NotedEvent } from '@/lib/analytics'
import { thirdPartyAllowed, subscribeConsent } from '@/lib/consent'
import { isOffline } from '@/lib/connectivity'
import { sendOwnStateAction } from '@/lib/offline-queue'
import { loadGtag, measurementId } from './gtag'
import { ANALYTICS_EVENTS_PATH, createTransport, type WireEvent } from './transport'

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function sendBatch(events: WireEvent[]) {
  return sendOwnStateAction({
    method: 'POST',
    url: ANALYTICS_EVENTS_PATH,
    body: { events },
    // Each batch is its own target: batches never replace each other in the queue.
    target: `analytics:${events[0]?.id ?? randomId()}`,
    label: 'usage statistics',
    background: true,
  })
}

let started = false

export function startAnalyticsRuntime(): void {
  if (started || typeof window === 'undefined') return
  started = true
  const transport = createTransport({
    send: sendBatch,
    beacon:
      typeof navigator.sendBeacon === 'function'
        ? (body) => navigator.sendBeacon(ANALYTICS_EVENTS_PATH, new Blob([body], { type: 'application/json' }))
        : undefined,
    isOffline: () => isOffline() || navigator.onLine === false,
    randomId,
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  })

  const id = measurementId()
  let toGoogle: ReturnType<typeof loadGtag> | undefined
  const connectGoogle = () => {
    if (id && !toGoogle && thirdPartyAllowed()) toGoogle = loadGtag(id)
  }
  connectGoogle()
  subscribeConsent(connectGoogle)

  connectAnalyticsSink((event: NotedEvent) => {
    transport.add(event)
    if (toGoogle && thirdPartyAllowed()) {
      toGoogle(event.name, event.name === 'page_view' ? { page_path: event.path, ...event.params } : event.params)
    }
  })

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') transport.flushNow()
  })
  window.addEventListener('pagehide', () => transport.flushNow())
}
