import helmet from 'koa-helmet'
import type { Middleware } from 'koa'
import type { AppState } from '../types.ts'

/**
 * Security headers for every response. The Content-Security-Policy allows only our own origin
 * for scripts, workers and connections (styles may also be inline); pages cannot be framed (frame-ancestors 'none').
 * HSTS and upgrade-insecure-requests only apply when the site is served over HTTPS.
 */
export function securityHeaders(options: { https: boolean }): Middleware<AppState> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  }) as unknown as Middleware<AppState>
}
