import { RateLimiterRes } from 'rate-limiter-flexible'
import type { AppError } from '../../errors.ts'
import { createRateLimiter } from '../../rate-limiter.ts'
import type { AppDeps } from '../../types.ts'

/**
 * Limits on the sign-in endpoints, made by createRateLimiter (api/rate-limiter.ts): in memory, one set per
 * app (created inside authRouter), so every test app starts clean; in Redis, shared by every process, when
 * REDIS_URL is set (decision 026).
 *
 * They run on wall-clock time, not the injected clock: they guard against bursts, while the rules
 * tests move through time (code expiry, the 60 s resend cooldown) are stored with the code in the database.
 */
export const AUTH_LIMITS = {
  /** Code requests per client IP. Generous enough for a household or a mobile carrier's shared address. */
  requestCodePerIp: { points: 30, duration: 15 * 60 },
  /** Code requests per account (identifier), on top of the 60 s resend cooldown. */
  requestCodePerAccount: { points: 6, duration: 60 * 60 },
  /** Code verifications per client IP (each code also dies after 5 wrong tries). */
  verifyCodePerIp: { points: 30, duration: 15 * 60 },
  /** Failed password sign-ins per client IP and identifier. */
  loginFailuresPerIpAndAccount: { points: 10, duration: 15 * 60 },
  /** Failed password sign-ins per client IP, across identifiers (credential stuffing). */
  loginFailuresPerIp: { points: 50, duration: 15 * 60 },
  /** Confirmation mails asked for per account (after registration's own), on top of the 60 s resend cooldown. */
  emailConfirmationRequestsPerAccount: { points: 6, duration: 60 * 60 },
  /** Confirmation code checks per client IP (each code also dies after 5 wrong tries; EMAIL_CONFIRMATIONS_PER_IP overrides the count). */
  emailConfirmationVerifyPerIp: { points: 30, duration: 15 * 60 },
  /** Username-change codes asked for per account, on top of the 60 s resend cooldown. */
  usernameChangeRequestsPerAccount: { points: 6, duration: 60 * 60 },
  /** Username-change tries per account (each code also dies after 5 wrong tries). */
  usernameChangeTriesPerAccount: { points: 30, duration: 15 * 60 },
  /** Password set/change tries per account on account settings (each costs an argon2 verify and hash). */
  passwordChangeTriesPerAccount: { points: 10, duration: 15 * 60 },
  /** Account-deletion codes asked for per account, on top of the 60 s resend cooldown (decision 023). */
  accountDeletionRequestsPerAccount: { points: 6, duration: 60 * 60 },
  /** Account-deletion tries per account (each code also dies after 5 wrong tries). */
  accountDeletionTriesPerAccount: { points: 30, duration: 15 * 60 },
  /** Data exports per account: each one reads every table, so a loop of them is refused. */
  dataExportsPerAccount: { points: 10, duration: 60 * 60 },
  /** Password reset mails asked for per client IP, and per address (doc 1; decision 021). */
  forgotPasswordPerIp: { points: 10, duration: 15 * 60 },
  forgotPasswordPerEmail: { points: 3, duration: 60 * 60 },
  /** Reset link uses per client IP (a token is 256 random bits; this only stops floods). */
  resetPasswordPerIp: { points: 30, duration: 15 * 60 },
  /** Registrations per client IP: each one costs an argon2 hash (REGISTRATIONS_PER_IP_PER_HOUR overrides the count). */
  registrationsPerIp: { points: 30, duration: 60 * 60 },
} as const

export type AuthLimitName = keyof typeof AUTH_LIMITS

export interface Limit {
  /** Takes one point; throws `onLimit(retryAfterSeconds)` when none is left. */
  consume(key: string): Promise<void>
  /** Throws `onLimit` if the key has no points left, without taking one. */
  check(key: string): Promise<void>
  reset(key: string): Promise<void>
}

const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

export function createLimit(
  deps: Pick<AppDeps, 'redis'>,
  name: AuthLimitName,
  onLimit: (retryAfter: number) => AppError,
  configuredPoints?: number,
): Limit {
  const { duration } = AUTH_LIMITS[name]
  const points = configuredPoints ?? AUTH_LIMITS[name].points
  const limiter = createRateLimiter(deps, { keyPrefix: name, points, duration })
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw onLimit(retryAfterSeconds(rejection))
        throw rejection
      }
    },
    async check(key) {
      const res = await limiter.get(key)
      if (res && res.consumedPoints >= points) throw onLimit(retryAfterSeconds(res))
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}
