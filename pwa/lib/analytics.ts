/**
 * The eager part of analytics (issue 16, decision 036): `track(name, params)` and the page view on each
 * path change (doc 1 §4). It only notes events; the code that sends them (batches to
 * POST /api/analytics/events, the Google tag when allowed: features/analytics/runtime.ts) loads once
 * the page is idle, outside the first download, and takes over what was noted meanwhile.
 *
 * Safe to import while rendering on the server: nothing happens outside the browser.
 */
import type { AnalyticsEventName } from '@contracts/analytics-rules'

export type AnalyticsParams = Record<string, string | number | boolean | null>

export interface NotedEvent {
  name: AnalyticsEventName
  params: AnalyticsParams
  /** The page's path, without query string or hash. */
  path: string
  /** When it happened (ms since 1970). */
  at: number
}

/** Events noted before the sender loaded; bounded, so a page that never gets idle cannot grow it without end. */
const MAX_NOTED = 100
const noted: NotedEvent[] = []
let sink: ((event: NotedEvent) => void) | undefined

/** The tab's latest events, oldest first, for the staff page /test/analytics (a new array on each event). */
const RECENT_MAX = 50
let recent: readonly NotedEvent[] = []
const recentWatchers = new Set<() => void>()

/** The latest events this tab noted (at most 50, oldest first); the same array until the next event. */
export function recentAnalyticsEvents(): readonly NotedEvent[] {
  return recent
}

/** Calls `listener` after each event; returns the unsubscribe function (useSyncExternalStore's shape). */
export function watchAnalyticsEvents(listener: () => void): () => void {
  recentWatchers.add(listener)
  return () => recentWatchers.delete(listener)
}

/** Records an analytics event of doc 1 §7 (build its parameters with features/analytics/events.ts). Never throws. */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return
  const event: NotedEvent = { name, params, path: window.location.pathname, at: Date.now() }
  try {
    recent = [...recent.slice(1 - RECENT_MAX), event]
    if (sink) sink(event)
    else if (noted.length < MAX_NOTED) noted.push(event)
    for (const watcher of recentWatchers) watcher()
  } catch {
    // Analytics never breaks a page.
  }
}

/** The sender takes over: it receives what was noted so far, then every new event. */
export function connectAnalyticsSink(handler: (event: NotedEvent) => void): void {
  sink = handler
  for (const event of noted.splice(0)) handler(event)
}
