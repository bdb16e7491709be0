import { createPrivateKey, sign, type KeyObject } from 'node:crypto'
import type { Clock } from '../../clock.ts'

/** A cached header is replaced after this long, although its JWT lives 12 h: well before expiry, at most hourly. */
export const VAPID_REFRESH_MS = 60 * 60 * 1000
/** Lifetime of the JWT (`exp`), within the 24 h that push services accept (RFC 8292 §2). */
export const VAPID_JWT_LIFETIME_S = 12 * 60 * 60

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes). */
  publicKey: string
  /** P-256 private scalar, base64url (32 bytes). */
  privateKey: string
  /** JWT `sub`: mailto: or https: URL. */
  subject: string
}

export interface VapidHeaders {
  /** `vapid t=<jwt>, k=<public key>` for the push service whose origin is given. */
  authorization(endpoint: string): string
  /** Headers signed so far (one per push-service origin per refresh period); for tests and the benchmark. */
  readonly signed: number
}

/** The private key as a KeyObject (JWK import needs x and y, read from the public key). */
function privateKeyObject(keys: VapidKeys): KeyObject {
  const pub = Buffer.from(keys.publicKey, 'base64url')
  if (pub.length !== 65 || pub[0] !== 0x04) throw new Error('VAPID public key must be an uncompressed P-256 point')
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33, 65).toString('base64url'),
    },
  })
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * VAPID (RFC 8292) Authorization headers cached per push-service origin. web-push signs a new JWT for every
 * message (about 0.5 ms of ECDSA each); one header per origin serves every message to that service until it
 * is an hour old, and its JWT stays valid for 12 h, so a send in flight never carries an expired token.
 */
export function createVapidHeaders(keys: VapidKeys, clock: Clock): VapidHeaders {
  const key = privateKeyObject(keys)
  const cache = new Map<string, { header: string; refreshAt: number }>()
  let signed = 0

  function signFor(audience: string, nowMs: number): string {
    const header = b64url({ typ: 'JWT', alg: 'ES256' })
    const claims = b64url({ aud: audience, exp: Math.floor(nowMs / 1000) + VAPID_JWT_LIFETIME_S, sub: keys.subject })
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')
    signed += 1
    return `vapid t=${header}.${claims}.${signature}, k=${keys.publicKey}`
  }

  return {
    authorization(endpoint) {
      const audience = new URL(endpoint).origin
      const now = clock.now().getTime()
      const cached = cache.get(audience)
      if (cached && now < cached.refreshAt) return cached.header
      const header = signFor(audience, now)
      cache.set(audience, { header, refreshAt: now + VAPID_REFRESH_MS })
      return header
    },
    get signed() {
      return signed
    },
  }
}
