/**
 * Web push subscriptions (issue 7) and the staff view of release alerts: request and response shapes shared
 * by the Koa API and the PWA (pwa/lib/push.ts, the admin release stats page).
 */
import { z } from 'zod'
import { text } from './text.ts'

/** base64url (or standard base64, with or without padding) → base64url without padding. */
function toBase64Url(value: string): string {
  return value.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** Decoded length of a base64url string, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return -1
  return Math.floor((value.length * 3) / 4)
}

/** First byte of a base64url string (0x04 marks an uncompressed elliptic-curve point). */
function firstByte(value: string): number {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const a = alphabet.indexOf(value[0] ?? '')
  const b = alphabet.indexOf(value[1] ?? '')
  return a < 0 || b < 0 ? -1 : (a << 2) | (b >> 4)
}

export const PUSH_MESSAGES = {
  endpoint: 'Push endpoint must be an https URL',
  p256dh: 'keys.p256dh must be a 65-byte uncompressed P-256 public key (base64url)',
  auth: 'keys.auth must be a 16-byte secret (base64url)',
  hostNotAllowed: 'This push service is not supported',
  subscriptionNotFound: 'Push subscription not found',
  endpointTaken: 'This push subscription belongs to another account. Turn notifications off and on again in this browser to make a new one.',
} as const

/** A browser push endpoint: an https URL of at most 2048 characters. */
export const PushEndpoint = text({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .max(2048, PUSH_MESSAGES.endpoint)
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password
    } catch {
      return false
    }
  }, PUSH_MESSAGES.endpoint)

const base64Key = (message: string, bytes: number, check?: (value: string) => boolean) =>
  text({ error: message })
    .trim()
    .max(200, message)
    .transform(toBase64Url)
    .refine((value) => base64UrlBytes(value) === bytes && (!check || check(value)), message)

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives (expirationTime is accepted and ignored). */
export const PushSubscriptionCreate = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64Key(PUSH_MESSAGES.p256dh, 65, (value) => firstByte(value) === 0x04),
      auth: base64Key(PUSH_MESSAGES.auth, 16),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
})
export type PushSubscriptionCreate = z.infer<typeof PushSubscriptionCreate>

/** DELETE /api/push/subscriptions */
export const PushSubscriptionDelete = z.object({ endpoint: PushEndpoint })
export type PushSubscriptionDelete = z.infer<typeof PushSubscriptionDelete>

/** GET /api/push/public-key: the VAPID application server key for `pushManager.subscribe`. */
export const PushPublicKeyResponse = z.object({ publicKey: z.string() })
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>

/** POST /api/push/subscriptions (201 new, 200 known endpoint rebound) and DELETE (deleted true). */
export const PushSubscriptionResponse = z.object({ endpoint: z.string(), subscribed: z.boolean() })
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>

// ---- Release alerts (staff) -----------------------------------------------------------------------

/** Counts of one channel's deliveries: sent = delivered + failed + pending (everything queued). */
export const DeliveryCounts = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
})
export type DeliveryCounts = z.infer<typeof DeliveryCounts>

/** POST /api/admin/movies/{id}/release-alerts: sends the movie's waiting alerts now. */
export const ReleaseAlertSendResponse = z.object({
  movieId: z.number().int(),
  /** Alerts released by this call (0 when there were none waiting). */
  alerts: z.number().int(),
  /** Push and email deliveries queued. */
  deliveries: z.number().int(),
})
export type ReleaseAlertSendResponse = z.infer<typeof ReleaseAlertSendResponse>

/** One release in GET /api/admin/release-alerts (doc: "per release, sent, delivered, failed, pending"). */
export const ReleaseAlertStats = DeliveryCounts.extend({
  movieId: z.number().int(),
  movieTitle: z.string(),
  movieUrl: z.string(),
  releaseDate: z.string().nullable(),
  /** Alerts already released (inbox items created). */
  alertsNotified: z.number().int(),
  /** Alerts still waiting for the release. */
  alertsWaiting: z.number().int(),
  /** Last time alerts of this movie were released (ISO instant), or null. */
  lastSentAt: z.string().nullable(),
  push: DeliveryCounts,
  email: DeliveryCounts,
})
export type ReleaseAlertStats = z.infer<typeof ReleaseAlertStats>

/** GET /api/admin/release-alerts: movies with alerts, most recently released first, then upcoming by date. */
export const ReleaseAlertStatsResponse = z.object({ items: z.array(ReleaseAlertStats) })
export type ReleaseAlertStatsResponse = z.infer<typeof ReleaseAlertStatsResponse>
