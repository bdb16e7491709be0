import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_MINUTES,
  authMessages,
  type LoginIdentifier,
} from '../../contracts/auth.ts'
import { AuthenticationFailed } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import { redactAddress } from '../../mail/mailer.ts'
import type { AppDeps } from '../../types.ts'
import { findAccount, type AccountRow } from './accounts.ts'
import { authRepository } from './auth.repository.ts'
import { loginCodeMail, signUpCodeMail } from './auth-mail.ts'

const PURPOSE = 'login'
const TTL_MS = LOGIN_CODE_TTL_MINUTES * 60 * 1000
const RESEND_MS = LOGIN_CODE_RESEND_SECONDS * 1000

/** Who a code request is for. `key` names the code rows: the account's address, else the identifier. */
export interface CodeTarget {
  identifier: LoginIdentifier
  account: AccountRow | null
  key: string
}

/** A fresh 6-digit code from the operating system's secure random source. */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0')
}

/**
 * Only this HMAC is stored: without the server's secret, a leaked table does not let anyone
 * try the million codes offline. The key is part of the message, so a hash is bound to its row.
 */
export function hashLoginCode(secret: string, key: string, code: string): string {
  return createHmac('sha256', secret).update(`login-code\n${key}\n${code}`).digest('hex')
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** What a right code proves: the person may enter this account, or owns this address that no account uses yet. */
export type CodeOutcome = { kind: 'account'; userId: number } | { kind: 'sign-up'; email: string }

const expired = () => AuthenticationFailed(authMessages.expiredCode, 'CODE_EXPIRED')
const invalid = () => AuthenticationFailed(authMessages.invalidCode, 'INVALID_CODE')

/**
 * One-time sign-in codes: 10 minutes, single use, a new one voids the previous one, at most 5
 * wrong tries, a 60 s resend cooldown. Known and unknown identifiers do the same database work
 * (an unknown one gets a code row too: a sign-up code for an address, decision 047, and a code nobody
 * receives for a username) so neither the reply nor its timing tells them apart.
 */
export function createLoginCodes(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const { db, clock } = deps
  const repo = authRepository(db)
  const secret = deps.config.secrets.sessionSecret

  async function target(identifier: LoginIdentifier): Promise<CodeTarget> {
    const account = await findAccount(db, identifier)
    const key = account?.email?.toLowerCase() ?? identifier.value.toLowerCase()
    return { identifier, account, key }
  }

  return {
    target,

    /** Seconds until another code may be sent for this target, or 0 when one may be sent now. */
    async cooldownSeconds({ key }: CodeTarget): Promise<number> {
      const last = await repo.lastCodeCreatedAt({ email: key, purpose: PURPOSE })
      if (!last) return 0
      const left = RESEND_MS - (clock.now().getTime() - last.getTime())
      return left > 0 ? Math.min(LOGIN_CODE_RESEND_SECONDS, Math.ceil(left / 1000)) : 0
    },

    /** Voids the live code of this target and stores a new one; returns the code (to mail, never to reply). */
    async issue({ key, account }: CodeTarget): Promise<string> {
      const now = clock.now()
      const code = generateLoginCode()
      await repo.replaceCode(
        { email: key, purpose: PURPOSE },
        { email: key, userId: account?.id ?? null, purpose: PURPOSE, codeHash: hashLoginCode(secret, key, code), expiresAt: new Date(now.getTime() + TTL_MS), createdAt: now },
        now,
      )
      return code
    },

    /**
     * Sends the sign-in code to a known account's address, or the sign-up code to an address no account uses
     * (decision 047); nothing for an unknown username or an account without email. Not awaited by the request:
     * the reply must not wait on (or reveal) mail delivery, nor which mail it was. Failures are logged.
     */
    deliver({ identifier, account }: CodeTarget, code: string, log: Logger): void {
      const publicUrl = deps.config.publicUrl
      const message = account
        ? account.email
          ? loginCodeMail({ to: account.email, code, name: account.name, publicUrl })
          : null
        : identifier.kind === 'email'
          ? signUpCodeMail({ to: identifier.value, code, publicUrl })
          : null
      if (!message) return
      deps.mailer.send(message).catch((err: unknown) => {
        log.error({ err, to: redactAddress(message.to) }, 'sign-in mail could not be sent')
      })
    },

    /**
     * Checks a code and consumes it. Returns the account to sign in, or, for the sign-up code of an address no
     * account uses, that address (decision 047). Throws 401: 'Invalid code…' for a wrong code (each try counts;
     * the 5th wrong one voids the code) and 'This code has expired…' for an expired, void, used, replaced or
     * unknown one. Each try first reserves an attempt atomically, so parallel guesses cannot exceed the limit,
     * and the final `usedAt` update only succeeds once, so the correct code sent twice at once acts once.
     */
    async verify(identifier: LoginIdentifier, code: string): Promise<CodeOutcome> {
      const { key, account } = await target(identifier)
      const now = clock.now()
      const scope = { email: key, purpose: PURPOSE }
      const row = await repo.liveCode(scope, now, LOGIN_CODE_MAX_ATTEMPTS)
      if (!row) throw expired()
      if (!(await repo.reserveAttempt(row.id, now, LOGIN_CODE_MAX_ATTEMPTS))) throw expired()
      const submitted = hashLoginCode(secret, key, code)
      if (!sameHash(row.codeHash, submitted)) {
        // A code from an earlier mail, replaced by a newer one, is reported as expired (the try still counts).
        throw (await repo.supersededCode(scope, row.id, submitted)) ? expired() : invalid()
      }
      if (row.userId === null) {
        // Issued when no account had this identifier. Only an address was mailed the code (a username's code
        // reached nobody), and the code proves that address's owner: the sign-up continues, or, when an
        // account took the address meanwhile, the owner signs into it, as that account's sign-in code would.
        if (identifier.kind !== 'email') throw expired()
        if (!(await repo.markCodeUsed(row.id, now))) throw expired()
        return account ? { kind: 'account', userId: account.id } : { kind: 'sign-up', email: key }
      }
      if (row.userId !== account?.id) throw expired()
      if (!(await repo.markCodeUsed(row.id, now))) throw expired()
      return { kind: 'account', userId: row.userId }
    },
  }
}
