import { bodyParser } from '@koa/bodyparser'
import type { Middleware } from 'koa'
import { UndecodableBody, UnsupportedContentEncoding, UnsupportedMediaType } from '../errors.ts'
import type { AppState } from '../types.ts'

/** Default limit for JSON bodies; routes that accept more say so explicitly. */
export const JSON_BODY_LIMIT = '100kb'

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface DecodeError {
  status?: number
  code?: string
  errno?: number
  message?: string
}

/**
 * A failure of the body's Content-Encoding, as our error: the `inflation` package throws a 415 for an
 * encoding it does not know, and zlib a Z_* error (e.g. "incorrect header check") for bytes that are not
 * what the header says. Anything else is left to the error handler (malformed JSON, too large ...).
 */
function contentEncodingError(thrown: unknown, encoding: string): Error | undefined {
  const err = (thrown ?? {}) as DecodeError
  if (err.status === 415 && /Content-Encoding/i.test(err.message ?? '')) return UnsupportedContentEncoding(encoding)
  // zlib: Z_DATA_ERROR, Z_BUF_ERROR ...; brotli: ERR__ERROR_FORMAT_PADDING_1 ... (Node's names for the decoder's errors)
  if (typeof err.code === 'string' && /^(Z_|ERR__ERROR_|ERR_ZLIB|ERR_BROTLI)/.test(err.code)) {
    return UndecodableBody(encoding, err.message || err.code)
  }
  return undefined
}

/**
 * Parses JSON bodies only. A request that carries a body of another type is refused with 415,
 * which also blocks the "simple" cross-site form posts browsers send without a preflight.
 * Malformed JSON and oversized bodies become 400 and 413 in the error handler; a body its
 * Content-Encoding does not decode is a 400, an encoding we do not support a 415.
 */
export function jsonBody(limit = JSON_BODY_LIMIT): Middleware<AppState> {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', parsedMethods: [...METHODS_WITH_BODY] }) as unknown as Middleware<AppState>
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== ''
    if (METHODS_WITH_BODY.has(ctx.method) && hasBody && !ctx.is('application/json', '+json')) throw UnsupportedMediaType()
    // Parse first, then run the rest outside the try: only the parser's own failures are translated here.
    let parsed = false
    try {
      await parse(ctx, async () => {
        parsed = true
      })
    } catch (thrown) {
      throw contentEncodingError(thrown, ctx.get('Content-Encoding') || 'identity') ?? thrown
    }
    if (parsed) await next() // (the parser answers by itself only when the client has already gone)
  }
}
