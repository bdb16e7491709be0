import type { Middleware } from 'koa'
import {
  AppError,
  MalformedJson,
  PayloadTooLarge,
  ServiceUnavailable,
  UnsupportedMediaType,
} from '../errors.ts'
import type { AppState } from '../types.ts'

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.'
export const DATABASE_ERROR_MESSAGE = 'Database connection error. Please try again later.'

interface HttpLikeError {
  status?: number
  statusCode?: number
  expose?: boolean
  type?: string
  limit?: number
  message?: string
  code?: string
  name?: string
}

/** Errors that mean the database cannot be reached right now (file missing, locked, disconnected, no pooled connection or
 * transaction could be had in time: P2024, P2028). */
function isDatabaseUnavailable(err: HttpLikeError): boolean {
  return (
    // better-sqlite3 throws a plain TypeError when the database's folder is missing.
    /Cannot open database because the directory does not exist|unable to open database file/i.test(err.message ?? '') ||
    err.name === 'PrismaClientInitializationError' ||
    (typeof err.code === 'string' && /^(SQLITE_(CANTOPEN|BUSY|LOCKED|IOERR|NOTADB)|P1001|P1002|P1008|P1017|P2024|P2028)/.test(err.code))
  )
}

/** Turns anything thrown below into our one error shape; unexpected errors never leak details. */
export function toAppError(thrown: unknown): { error: AppError; unexpected: boolean } {
  if (thrown instanceof AppError) return { error: thrown, unexpected: false }
  const err = (thrown ?? {}) as HttpLikeError
  const status = err.status ?? err.statusCode
  if (err.type === 'entity.parse.failed' || (status === 400 && err.name === 'SyntaxError')) return { error: MalformedJson(), unexpected: false }
  if (err.type === 'entity.too.large' || status === 413) {
    return { error: PayloadTooLarge(err.limit ? `${Math.round(err.limit / 1024)} KB` : 'exceeded'), unexpected: false }
  }
  if (status === 415) return { error: UnsupportedMediaType(), unexpected: false }
  if (isDatabaseUnavailable(err)) return { error: ServiceUnavailable(DATABASE_ERROR_MESSAGE, 'DATABASE_UNAVAILABLE'), unexpected: true }
  if (status && status >= 400 && status < 500 && err.expose !== false) {
    return { error: new AppError(status, `HTTP_${status}`, err.message || 'Bad request'), unexpected: false }
  }
  return { error: new AppError(500, 'INTERNAL_ERROR', GENERIC_ERROR_MESSAGE), unexpected: true }
}

export interface ErrorHandlerOptions {
  /**
   * Called (not awaited) for every 5xx answer, e.g. to count server errors per day (decision 031). Only the
   * error path pays for it; it must not throw.
   */
  onServerError?: (error: { status: number; requestId: string | null }) => unknown
}

/** One error middleware renders every failure the same way: `{ status, code, message, requestId, ...details }`. */
export function errorHandler(options: ErrorHandlerOptions = {}): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next()
    } catch (thrown) {
      const { error, unexpected } = toAppError(thrown)
      if (unexpected) ctx.state.log?.error({ err: thrown }, 'unexpected error')
      if (error.status >= 500) options.onServerError?.({ status: error.status, requestId: ctx.state.requestId ?? null })
      ctx.status = error.status
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = {
        status: error.status,
        code: error.code,
        message: error.message,
        ...error.details,
        requestId: ctx.state.requestId,
      }
    }
  }
}
