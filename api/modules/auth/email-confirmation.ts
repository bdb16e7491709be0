import {
  EMAIL_CONFIRMATION_MAX_ATTEMPTS,
  EMAIL_CONFIRMATION_PATH,
  EMAIL_CONFIRMATION_RESEND_SECONDS,
  EMAIL_CONFIRMATION_TTL_MINUTES,
  emailConfirmationMessages,
} from '../../contracts/email-confirmation.ts'
import { InvalidInput } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import { redactAddress } from '../../mail/mailer.ts'
import type { AppDeps } from '../../types.ts'
import { confirmRegistrantEmail } from './accounts.ts'
import { emailConfirmationMail } from './auth-mail.ts'
import { generateLoginCode, hashLoginCode, sameHash } from './login-codes.ts'

/** LoginCode rows of this purpose hold confirmation codes; sign-in never reads them, nor they sign-in codes. */
export const EMAIL_CONFIRMATION_PURPOSE = 'email-confirmation'
const TTL_MS = EMAIL_CONFIRMATION_TTL_MINUTES * 60 * 1000
const RESEND_MS = EMAIL_CONFIRMATION_RESEND_SECONDS * 1000

/** The account whose address is being confirmed, as the routes know it. */
export interface ConfirmationAccount {
  id: number
  email: string
  name: string | null
}

/** The row key: the lower-cased address, so a code dies if the account's address ever changes. */
const keyOf = (email: string) => email.toLowerCase()
/** Bound into the HMAC too, so a confirmation hash can never stand for a sign-in code of the same address. */
const hashKey = (key: string) => `${EMAIL_CONFIRMATION_PURPOSE}\n${key}`

// 400, not 401: the person is signed in, and a 401 means "signed out" to the client's request layer.
const expired = () => InvalidInput(emailConfirmationMessages.expiredCode, 'CODE_EXPIRED')
const invalid = () => InvalidInput(emailConfirmationMessages.invalidCode, 'INVALID_CODE')

/**
 * Confirmation codes for the address of an account registered with a password (decision 015). The
 * sign-in code's pattern and limits: a 6-digit code from the secure random source, only its HMAC stored
 * (LoginCode, purpose "email-confirmation", bound to the user and the address), 10 minutes, single use, a
 * new one voids the previous one, at most 5 wrong tries, 60 s between mails (stored with the code, on the app's clock).
 */
export function createEmailConfirmations(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const { db, clock } = deps
  const secret = deps.config.secrets.sessionSecret

  return {
    /** Seconds until another code may be mailed to this account's address, or 0. */
    async cooldownSeconds(account: Pick<ConfirmationAccount, 'id' | 'email'>): Promise<number> {
      const last = await db.loginCode.findFirst({
        where: { email: keyOf(account.email), userId: account.id, purpose: EMAIL_CONFIRMATION_PURPOSE },
        orderBy: { createdAt: 'desc' },
        select: { createdAt: true },
      })
      if (!last) return 0
      const left = RESEND_MS - (clock.now().getTime() - last.createdAt.getTime())
      return left > 0 ? Math.min(EMAIL_CONFIRMATION_RESEND_SECONDS, Math.ceil(left / 1000)) : 0
    },

    /** Voids the account's live code and stores a new one; returns the code (to mail, never to reply). */
    async issue(account: Pick<ConfirmationAccount, 'id' | 'email'>): Promise<string> {
      const now = clock.now()
      const key = keyOf(account.email)
      const code = generateLoginCode()
      await db.$transaction([
        db.loginCode.updateMany({
          where: { userId: account.id, purpose: EMAIL_CONFIRMATION_PURPOSE, usedAt: null, expiresAt: { gt: now } },
          data: { expiresAt: now },
        }),
        db.loginCode.create({
          data: {
            email: key,
            userId: account.id,
            purpose: EMAIL_CONFIRMATION_PURPOSE,
            codeHash: hashLoginCode(secret, hashKey(key), code),
            expiresAt: new Date(now.getTime() + TTL_MS),
            createdAt: now,
          },
        }),
      ])
      return code
    },

    /** Mails the code and the link; not awaited by the request (failures are logged). */
    deliver(account: ConfirmationAccount, code: string, log: Logger): void {
      const message = emailConfirmationMail({
        to: account.email,
        code,
        name: account.name,
        publicUrl: deps.config.publicUrl,
        path: EMAIL_CONFIRMATION_PATH,
      })
      deps.mailer.send(message).catch((err: unknown) => {
        log.error({ err, to: redactAddress(message.to) }, 'email confirmation mail could not be sent')
      })
    },

    /**
     * Checks a code for this signed-in account and, when right, marks its address verified (password and
     * sessions stay: see confirmRegistrantEmail). 400 INVALID_CODE for a wrong code (each try counts; the
     * 5th wrong one voids it), 400 CODE_EXPIRED for an expired, void, used, replaced or unknown one. Each try
     * reserves an attempt atomically first, and the final `usedAt` update succeeds once.
     */
    async verify(account: Pick<ConfirmationAccount, 'id' | 'email'>, code: string): Promise<void> {
      const key = keyOf(account.email)
      const now = clock.now()
      const live = { usedAt: null, expiresAt: { gt: now }, attempts: { lt: EMAIL_CONFIRMATION_MAX_ATTEMPTS } }
      const mine = { email: key, userId: account.id, purpose: EMAIL_CONFIRMATION_PURPOSE }
      const row = await db.loginCode.findFirst({ where: { ...mine, ...live }, orderBy: { id: 'desc' }, select: { id: true, codeHash: true } })
      if (!row) throw expired()
      const reserved = await db.loginCode.updateMany({ where: { id: row.id, ...live }, data: { attempts: { increment: 1 } } })
      if (reserved.count === 0) throw expired()
      const submitted = hashLoginCode(secret, hashKey(key), code)
      if (!sameHash(row.codeHash, submitted)) {
        const superseded = await db.loginCode.findFirst({ where: { ...mine, id: { lt: row.id }, codeHash: submitted }, select: { id: true } })
        throw superseded ? expired() : invalid()
      }
      const used = await db.loginCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } })
      if (used.count === 0) throw expired()
      await confirmRegistrantEmail(db, account.id, account.email, now)
    },
  }
}

export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>
