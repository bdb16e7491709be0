import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { AppDeps } from './types.ts'

export interface RateLimiterOptions {
  /** Names the limit; two limiters with one prefix share their counts. */
  keyPrefix: string
  /** Points (requests, tries) allowed per key in each window… */
  points: number
  /** …of this many seconds. */
  duration: number
}

/**
 * Every rate limit of the API is made here (decision 026). Without Redis: rate-limiter-flexible in memory,
 * one set per app (each test app starts clean), as before. With REDIS_URL: counted in Redis, so a limit holds
 * across every API process (keys `<REDIS_KEY_PREFIX>rl:<keyPrefix>:<key>`), with an in-memory insurance
 * limiter of the same numbers that counts instead while Redis does not answer (no request waits on a Redis
 * that is down, and no limit is lifted by it: each process then limits on its own).
 *
 * Limits run on wall-clock time, not the injected clock: they guard against bursts.
 */
export function createRateLimiter(deps: Pick<AppDeps, 'redis'>, options: RateLimiterOptions): RateLimiterAbstract {
  const { keyPrefix, points, duration } = options
  const memory = new RateLimiterMemory({ keyPrefix, points, duration })
  if (!deps.redis) return memory
  return new RateLimiterRedis({
    storeClient: deps.redis.client,
    keyPrefix: `${deps.redis.keyPrefix}rl:${keyPrefix}`,
    points,
    duration,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  })
}
