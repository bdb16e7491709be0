import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_RESEND_SECONDS, LOGIN_CODE_TTL_MINUTES } from '../../contracts/auth.ts'
import type { AppError } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import { redactAddress, type MailMessage } from '../../mail/mailer.ts'
import type { AppDeps } from '../../types.ts'
import { authRepository } from './auth.repository.ts'
import { generateLoginCode, hashLoginCode, sameHash } from './login-codes.ts'

/** The signed-in account a purpose code is mailed to and checked for. */
export interface CodeAccount {
  id: number
  email: string
}

export interface PurposeCodeOptions {
  /** The LoginCode.purpose of the rows ("email-confirmation", "username-change", "account-deletion"): no other flow reads them. */
  purpose: string
  /** Thrown for an expired, void, used, replaced or unknown code. */
  expired: () => AppError
  /** Thrown for a wrong code (the try counts). */
  invalid: () => AppError
}

const TTL_MS = LOGIN_CODE_TTL_MINUTES * 60 * 1000
const RESEND_MS = LOGIN_CODE_RESEND_SECONDS * 1000

/**
 * Mailed codes that confirm an action of a signed-in account (email confirmation, username change, account
 * deletion), with the sign-in code's rules: 6 digits from the secure random source, only an HMAC stored
 * (bound to the purpose, the user and the address, so a hash never stands for another flow's code, and a
 * code dies if the address changes), 10 minutes, single use, a new code voids the previous one, at most
 * 5 wrong tries, 60 s between mails (stored with the code, on the app's clock).
 */
export function createPurposeCodes(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>, options: PurposeCodeOptions) {
  const { clock } = deps
  const repo = authRepository(deps.db)
  const { purpose } = options
  const secret = deps.config.secrets.sessionSecret
  const keyOf = (account: CodeAccount) => account.email.toLowerCase()
  const hashOf = (account: CodeAccount, code: string) => hashLoginCode(secret, `${purpose}\n${account.id}\n${keyOf(account)}`, code)

  return {
    purpose,

    /** Seconds until another code may be mailed to this account, or 0 when one may be sent now. */
    async cooldownSeconds(account: CodeAccount): Promise<number> {
      const last = await repo.lastCodeCreatedAt({ email: keyOf(account), userId: account.id, purpose })
      if (!last) return 0
      const left = RESEND_MS - (clock.now().getTime() - last.getTime())
      return left > 0 ? Math.min(LOGIN_CODE_RESEND_SECONDS, Math.ceil(left / 1000)) : 0
    },

    /** Voids the account's live code of this purpose and stores a new one; returns the code (to mail, never to reply). */
    async issue(account: CodeAccount): Promise<string> {
      const now = clock.now()
      const code = generateLoginCode()
      await repo.replaceCode(
        { userId: account.id, purpose },
        { email: keyOf(account), userId: account.id, purpose, codeHash: hashOf(account, code), expiresAt: new Date(now.getTime() + TTL_MS), createdAt: now },
        now,
      )
      return code
    },

    /** Sends the mail without making the request wait on (or reveal) delivery; failures are logged. */
    deliver(message: MailMessage, log: Logger): void {
      deps.mailer.send(message).catch((err: unknown) => log.error({ err, to: redactAddress(message.to), purpose }, 'code mail could not be sent'))
    },

    /**
     * Checks the code and uses it up, or throws `invalid` (wrong code; each try counts and the 5th wrong one
     * voids it) or `expired`. Each try reserves an attempt atomically first, so parallel guesses cannot
     * exceed the limit, and the final `usedAt` update succeeds once, so a right code sent twice acts once.
     */
    async spend(account: CodeAccount, code: string): Promise<void> {
      const now = clock.now()
      const mine = { email: keyOf(account), userId: account.id, purpose }
      const row = await repo.liveCode(mine, now, LOGIN_CODE_MAX_ATTEMPTS)
      if (!row) throw options.expired()
      if (!(await repo.reserveAttempt(row.id, now, LOGIN_CODE_MAX_ATTEMPTS))) throw options.expired()
      const submitted = hashOf(account, code)
      if (!sameHash(row.codeHash, submitted)) {
        // A code from an earlier mail, replaced by a newer one, is reported as expired (the try still counts).
        throw (await repo.supersededCode(mine, row.id, submitted)) ? options.expired() : options.invalid()
      }
      if (!(await repo.markCodeUsed(row.id, now))) throw options.expired()
    },
  }
}
