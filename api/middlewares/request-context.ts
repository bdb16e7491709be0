import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Logger } from '../logger.ts'
import type { AppState } from '../types.ts'

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * Gives every request an id (kept from a trusted proxy's X-Request-Id when it looks sane),
 * a child logger carrying it, and one structured log line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id')
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    ctx.state.log = logger.child({ requestId })
    ctx.set('X-Request-Id', requestId)
    const started = performance.now()
    try {
      await next()
    } finally {
      const status = ctx.status
      const line = {
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        length: ctx.response.length,
      }
      if (status >= 500) ctx.state.log.error(line, 'request failed')
      else ctx.state.log.info(line, 'request')
    }
  }
}
