/**
 * Starts analytics in the browser (main.tsx): a page view per path change, noted with the eager `track()` of
 * lib/analytics.ts, and the sender (./runtime.ts) once the page is idle. Here rather than in lib/: it loads this
 * feature's runtime, and lib/ imports no feature (docs/architecture.md, "Import directions").
 */
import { track } from '@/lib/analytics'

interface PathRouter {
  subscribe(event: 'onResolved', listener: () => void): () => void
}

let lastPath: string | undefined

/** A page view now, and on each later change of path (not of query string). */
function notePageView(): void {
  const path = window.location.pathname
  if (path === lastPath) return
  lastPath = path
  track('page_view')
}

/**
 * Starts analytics in the browser: page views from now on, and the sender once the page is
 * interactive and idle (it is a separate chunk: the first download stays within its budget).
 */
export function startAnalytics(router: PathRouter): void {
  if (typeof window === 'undefined') return
  notePageView()
  router.subscribe('onResolved', notePageView)
  // Offline before the chunk was cached, the import fails: try again when the connection returns.
  const load = (): void =>
    void import('./runtime')
      .then((runtime) => runtime.startAnalyticsRuntime())
      .catch(() => window.addEventListener('online', load, { once: true }))
  const whenIdle = () => {
    const idle = (window as Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
      .requestIdleCallback
    if (idle) idle(load, { timeout: 4000 })
    else window.setTimeout(load, 1000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
