import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { Middleware } from 'koa'
import type { AppState } from '../types.ts'

/**
 * Permissions-Policy of every page: the browser features Gala's documents may use, each on our own origin
 * only, and every other powerful feature switched off (also for anything that might be framed or injected).
 * Gala uses geolocation (nearby cinemas), the share sheet and the clipboard fallback of the share button
 * (pwa/features/places/components/share-button.tsx). Only feature names Chromium knows are listed, so the
 * console stays free of "Unrecognized feature" warnings. Add a feature here when a page starts using it.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'web-share=(self)',
  'clipboard-write=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/**
 * Security headers for every response. The Content-Security-Policy allows only our own origin
 * for scripts, workers and connections (styles may also be inline); pages cannot be framed (frame-ancestors 'none').
 * HSTS and upgrade-insecure-requests only apply when the site is served over HTTPS.
 */
export function securityHeaderOptions(options: { https: boolean; scriptNonce?: string }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The app document adds its per-request nonce (documentPolicy below): only the site scripts the PWA
        // injects carry it (decision 035); every other script comes from our own origin.
        scriptSrc: options.scriptNonce ? ["'self'", `'nonce-${options.scriptNonce}'`] : ["'self'"],
        // Radix's scroll lock (side menus, dialogs) injects a <style> element whose content depends on
        // the scrollbar width, so it cannot be hashed; inline styles are allowed, inline scripts never are.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  }
}

/**
 * Runs helmet once against a recording response and returns the headers it sets. Our policy is the
 * same for every request (no nonces), so computing it per request (what koa-helmet does) only burns CPU.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err
  })
  if (failure) throw failure
  return headers
}

/**
 * JSON from /api is never rendered as a document, so it gets the short set OWASP recommends for
 * APIs (nothing may load or frame it, no sniffing, no referrer leaks, HSTS) instead of the page
 * policy: fewer bytes and less work on every call of the hot read endpoints.
 */
export function apiSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' } : {}),
  }
}

const NONCE_SLOT = 'GALA0NONCE0SLOT'

/**
 * The Content-Security-Policy of the app document (index.html) for one request's nonce: the page policy with
 * `'nonce-…'` added to script-src. Helmet runs once here; each request only fills the nonce in.
 */
export function documentPolicy(options: { https: boolean }): (nonce: string) => string {
  const policy = computeSecurityHeaders(securityHeaderOptions({ ...options, scriptNonce: NONCE_SLOT }))['Content-Security-Policy'] ?? ''
  const [head, tail] = policy.split(NONCE_SLOT)
  return (nonce) => `${head}${nonce}${tail}`
}

export function securityHeaders(options: { https: boolean }): Middleware<AppState> {
  // Permissions-Policy only governs documents (and what they frame), so JSON answers go without it.
  const pageHeaders = { ...computeSecurityHeaders(securityHeaderOptions(options)), 'Permissions-Policy': PERMISSIONS_POLICY }
  const apiHeaders = apiSecurityHeaders(options)
  return async (ctx, next) => {
    ctx.set(ctx.path.startsWith('/api/') ? apiHeaders : pageHeaders)
    await next()
  }
}
