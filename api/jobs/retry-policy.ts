/**
 * How the delivery worker answers a push service (RFC 8030 §5-§8, decision 012). Pure functions, so the
 * rules are tested without a network.
 */

/** First retry after a 5xx or a time-out; doubled each attempt up to RETRY_MAX_MS, then jittered. */
export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_MS = 60 * 60_000
/** A 429 without Retry-After waits at least this long. */
export const RATE_LIMIT_DEFAULT_MS = 60_000
/** A subscription is removed for transient failures only when they span more than a day… */
export const FAILING_SPAN_MS = 24 * 60 * 60_000
/** …and number at least this many (a single 503 on two days apart must not count). */
export const FAILING_MIN_COUNT = 5

export type Outcome =
  /** 2xx: accepted by the push service. */
  | { kind: 'delivered' }
  /** 404/410: the subscription is gone for good. */
  | { kind: 'gone' }
  /** 429: retry, never before Retry-After. */
  | { kind: 'rate-limited'; delayMs: number }
  /** 5xx, time-out, network error: retry with back-off; counts towards removing the subscription. */
  | { kind: 'transient'; delayMs: number }
  /** 400/403/413 and other refusals: our request is wrong (VAPID setup, payload); keep the subscription, log an error. */
  | { kind: 'refused' }

/** Exponential back-off with jitter: attempt 1 → 15-30 s, 2 → 30-60 s, … capped at 30-60 min. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export function classify(status: number, attempt: number, retryAfterMs?: number, random?: () => number): Outcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410) return { kind: 'gone' }
  if (status === 429) return { kind: 'rate-limited', delayMs: Math.max(retryAfterMs ?? RATE_LIMIT_DEFAULT_MS, 1000) }
  if (status === 0 || status >= 500) {
    // A 503 may carry Retry-After too: honour it when it asks for longer than the back-off.
    return { kind: 'transient', delayMs: Math.max(backoffMs(attempt, random), retryAfterMs ?? 0) }
  }
  return { kind: 'refused' }
}

/** After a transient failure: has this subscription failed long enough (and often enough) to be removed? */
export function shouldDropSubscription(failingSince: Date, failures: number, now: Date): boolean {
  return failures >= FAILING_MIN_COUNT && now.getTime() - failingSince.getTime() > FAILING_SPAN_MS
}
