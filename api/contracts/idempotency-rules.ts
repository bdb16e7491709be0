/**
 * The Idempotency-Key header (issue 6: actions taken offline are replayed with the key they were
 * queued with, so a replay never does the work twice). Zod-free: the PWA's offline queue imports it.
 * The server side is api/middlewares/idempotency.ts.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** Set on an answer that was replayed from the stored one instead of running the request again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/** 8-100 characters of letters, digits, '-' and '_' (a UUID or 32 hex digits fit). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

/** How long a key is remembered; a key older than this may run again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000

export const IDEMPOTENCY_CODES = {
  invalid: 'INVALID_IDEMPOTENCY_KEY',
  reused: 'IDEMPOTENCY_KEY_REUSED',
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
} as const

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 8-100 characters: letters, digits, - and _',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const
