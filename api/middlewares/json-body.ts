import { bodyParser } from '@koa/bodyparser'
import type { Middleware } from 'koa'
import { UnsupportedMediaType } from '../errors.ts'
import type { AppState } from '../types.ts'

/** Default limit for JSON bodies; routes that accept more say so explicitly. */
export const JSON_BODY_LIMIT = '100kb'

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Parses JSON bodies only. A request that carries a body of another type is refused with 415,
 * which also blocks the "simple" cross-site form posts browsers send without a preflight.
 * Malformed JSON and oversized bodies become 400 and 413 in the error handler.
 */
export function jsonBody(limit = JSON_BODY_LIMIT): Middleware<AppState> {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', parsedMethods: [...METHODS_WITH_BODY] })
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== ''
    if (METHODS_WITH_BODY.has(ctx.method) && hasBody && !ctx.is('application/json', '+json')) throw UnsupportedMediaType()
    await (parse as unknown as Middleware<AppState>)(ctx, next)
  }
}
