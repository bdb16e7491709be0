import type { Context, Middleware } from 'koa'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { TooManyRequests } from '../errors.ts'
import type { AppState } from '../types.ts'

export interface RateLimitOptions {
  /** Names the limiter (its key prefix). */
  name: string
  /** Requests allowed per key in each window… */
  points: number
  /** …of this many seconds. */
  duration: number
  /** What is limited: by default the client's address (ctx.ip, which honours TRUST_PROXY). */
  key?: (ctx: Context) => string
  /** The 429's message, which says what to do. */
  message: string
}

/**
 * A per-client request limit as a route step: past it, 429 RATE_LIMITED with Retry-After (seconds) in the
 * header and the body. In memory, one limiter per router instance (so each test app starts clean), on
 * wall-clock time like the sign-in limits (api/modules/auth/rate-limits.ts).
 */
export function rateLimit(options: RateLimitOptions): Middleware<AppState> {
  const limiter = new RateLimiterMemory({ keyPrefix: options.name, points: options.points, duration: options.duration })
  const keyOf = options.key ?? ((ctx: Context) => ctx.ip)
  return async (ctx, next) => {
    try {
      await limiter.consume(keyOf(ctx))
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw TooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), options.message)
      }
      throw rejection
    }
    await next()
  }
}
