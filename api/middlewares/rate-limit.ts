import type { Context, Middleware } from 'koa'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { TooManyRequests } from '../errors.ts'
import { createRateLimiter } from '../rate-limiter.ts'
import type { AppDeps, AppState } from '../types.ts'

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
 * header and the body. Made by createRateLimiter (api/rate-limiter.ts): in memory, one limiter per router
 * instance (so each test app starts clean), or in Redis shared by every process when REDIS_URL is set.
 */
export function rateLimit(deps: Pick<AppDeps, 'redis'>, options: RateLimitOptions): Middleware<AppState> {
  const limiter = createRateLimiter(deps, { keyPrefix: options.name, points: options.points, duration: options.duration })
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
