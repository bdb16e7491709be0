import type { Middleware } from 'koa'
import { AppError, UnsupportedMediaType } from '../errors.ts'
import type { AppState } from '../types.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Cross-site request forgery defence for the cookie-authenticated API: a state-changing request is
 * refused when the browser says it comes from another site (Origin or Sec-Fetch-Site), and any body
 * must be JSON (a cross-site HTML form cannot send application/json without a CORS preflight, which
 * we never grant). Requests without those headers come from non-browser clients, which carry no
 * ambient cookies to abuse. GET handlers never change state.
 */
export function sameOrigin(publicUrl: string): Middleware<AppState> {
  const allowed = new URL(publicUrl).origin
  return async (ctx, next) => {
    if (!STATE_CHANGING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next()
    const origin = ctx.get('Origin')
    const fetchSite = ctx.get('Sec-Fetch-Site')
    if ((origin && origin !== allowed) || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
      throw new AppError(403, 'CROSS_ORIGIN_REQUEST', 'Cross-origin requests are not allowed')
    }
    const contentType = ctx.get('Content-Type')
    if (contentType && !ctx.is('application/json', '+json')) throw UnsupportedMediaType()
    await next()
  }
}
