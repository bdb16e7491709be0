import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import { accessLoggerFor, type Logger } from '../logger.ts'
import type { AppState } from '../types.ts'

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * Each request's ctx.state. The child logger carrying the request id is built only when a handler
 * actually logs (a getter on the prototype): creating one for every request cost about a third of a
 * cached read's CPU time, and a per-object property definition turned every state object into a slow
 * dictionary (see scripts/bench-api.ts).
 */
class RequestState {
  user: AppState['user'] = null
  #child: Logger | undefined
  constructor(
    readonly requestId: string,
    readonly logger: Logger,
  ) {}

  get log(): Logger {
    return (this.#child ??= this.logger.child({ requestId: this.requestId }))
  }
}

/**
 * Gives every request an id (kept from a trusted proxy's X-Request-Id when it looks sane), a
 * logger carrying it (built on first use), and one structured log line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  const accessLog = accessLoggerFor(logger)
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id')
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.state = new RequestState(requestId, logger)
    ctx.set('X-Request-Id', requestId)
    const started = performance.now()
    try {
      await next()
    } finally {
      const status = ctx.status
      const line = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        length: ctx.response.length,
      }
      if (status >= 500) accessLog.error(line, 'request failed')
      else accessLog.info(line, 'request')
    }
  }
}
