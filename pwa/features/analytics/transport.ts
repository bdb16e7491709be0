/**
 * Batches analytics events for POST /api/analytics/events (decision 036): flushed every 5 s or as soon as
 * 20 wait, and with `navigator.sendBeacon` when the page is hidden or left. Each event carries a random id,
 * so a batch sent again (an offline replay after a lost answer) is stored once. Pure of browser globals:
 * the runtime passes them in, the unit tests pass fakes.
 */
import { ANALYTICS_FLUSH_AT, ANALYTICS_FLUSH_MS, ANALYTICS_LIMITS, type AnalyticsEventName } from '@contracts/analytics-rules'
import type { AnalyticsParams, NotedEvent } from '@/lib/analytics'

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events'

export interface WireEvent {
  id: string
  name: AnalyticsEventName
  path: string
  at: number
  params: AnalyticsParams
}

export interface TransportOptions {
  /** Sends a batch with fetch through the offline queue (queued there when there is no connection). */
  send: (events: WireEvent[]) => Promise<unknown>
  /** navigator.sendBeacon with the JSON body; false when the browser refused it. Absent → `send`. */
  beacon?: (body: string) => boolean
  /** Whether the app is offline now (a beacon would be lost: the queue keeps it instead). */
  isOffline: () => boolean
  randomId: () => string
  setTimer: (callback: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
  flushMs?: number
  flushAt?: number
}

/** Keeps parameters within the endpoint's limits: 20 keys, strings of 200 characters, finite numbers. */
export function boundParams(params: AnalyticsParams): AnalyticsParams {
  const bounded: AnalyticsParams = {}
  for (const [key, value] of Object.entries(params).slice(0, ANALYTICS_LIMITS.maxParams)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key) || key.length > ANALYTICS_LIMITS.maxParamKeyLength) continue
    if (typeof value === 'string') bounded[key] = value.slice(0, ANALYTICS_LIMITS.maxParamValueLength)
    else if (typeof value === 'number') {
      if (Number.isFinite(value)) bounded[key] = value
    } else bounded[key] = value
  }
  return bounded
}

export function createTransport(options: TransportOptions) {
  const flushMs = options.flushMs ?? ANALYTICS_FLUSH_MS
  const flushAt = Math.min(options.flushAt ?? ANALYTICS_FLUSH_AT, ANALYTICS_LIMITS.maxEventsPerBatch)
  let waiting: WireEvent[] = []
  let timer: unknown

  function take(): WireEvent[] {
    if (timer !== undefined) options.clearTimer(timer)
    timer = undefined
    const batch = waiting.slice(0, ANALYTICS_LIMITS.maxEventsPerBatch)
    waiting = waiting.slice(batch.length)
    return batch
  }

  function sendSafely(batch: WireEvent[]): Promise<void> {
    // Refusals and failures are silent (doc 2 §8): analytics never bothers the reader.
    return options.send(batch).then(
      () => undefined,
      () => undefined,
    )
  }

  async function flush(): Promise<void> {
    while (waiting.length > 0) await sendSafely(take())
  }

  /** The page is being hidden or left: a beacon survives the unload; offline, the queue keeps the batch. */
  function flushNow(): void {
    while (waiting.length > 0) {
      const batch = take()
      const sent = !options.isOffline() && options.beacon !== undefined && options.beacon(JSON.stringify({ events: batch }))
      if (!sent) void sendSafely(batch)
    }
  }

  function add(event: NotedEvent): void {
    const path = event.path.split(/[?#]/)[0]!.slice(0, ANALYTICS_LIMITS.maxPathLength) || '/'
    waiting.push({ id: options.randomId(), name: event.name, path, at: event.at, params: boundParams(event.params) })
    if (waiting.length >= flushAt) void flush()
    else timer ??= options.setTimer(() => {
      timer = undefined
      void flush()
    }, flushMs)
  }

  return { add, flush, flushNow, pending: () => waiting.length }
}
