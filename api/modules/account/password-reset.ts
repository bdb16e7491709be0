import { randomBytes } from 'node:crypto'
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MINUTES, passwordResetMessages } from '../../contracts/password-reset.ts'
import { InvalidInput } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import { redactAddress } from '../../mail/mailer.ts'
import type { AppDeps } from '../../types.ts'
import { hashLoginCode } from '../auth/login-codes.ts'
import { hashPassword } from '../auth/passwords.ts'
import { signOutEverywhere } from '../auth/sessions.ts'
import { passwordResetMail } from './account-mail.ts'
import { accountRepository } from './account.repository.ts'

/** LoginCode rows of this purpose hold reset-link tokens (their HMAC); no other flow reads them. */
export const PASSWORD_RESET_PURPOSE = 'password-reset'
const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000
const invalidLink = () => InvalidInput(passwordResetMessages.invalidLink, 'INVALID_RESET_LINK', [{ field: 'token', message: passwordResetMessages.invalidLink }])

/**
 * Password reset links (decision 021): 32 random bytes in the link, only their HMAC stored (LoginCode,
 * purpose "password-reset"), 30 minutes, single use, a new link voids the previous one. Using one sets the
 * password (registration's rules) and ends every session of the account.
 */
export function passwordResets(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const { clock } = deps
  const repo = accountRepository(deps.db)
  const secret = deps.config.secrets.sessionSecret
  const hashOf = (token: string) => hashLoginCode(secret, PASSWORD_RESET_PURPOSE, token)

  return {
    /** Mails a link when an account uses the address; does nothing visible otherwise (same reply either way). */
    async request(email: string, log: Logger): Promise<void> {
      const account = await repo.resetAccount(email)
      if (!account?.email) return
      const now = clock.now()
      const token = randomBytes(32).toString('base64url')
      await repo.replaceLink(account.id, PASSWORD_RESET_PURPOSE, account.email.toLowerCase(), hashOf(token), new Date(now.getTime() + TTL_MS), now)
      const message = passwordResetMail({
        to: account.email,
        link: `${deps.config.publicUrl}${PASSWORD_RESET_PATH}/${token}`,
        name: account.displayName ?? account.name,
        publicUrl: deps.config.publicUrl,
        ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
      })
      deps.mailer.send(message).catch((err: unknown) => log.error({ err, to: redactAddress(message.to) }, 'password reset mail could not be sent'))
    },

    /** Uses the link once: the new password is set and every session of the account ends. 400 for a bad link. */
    async reset(token: string, password: string): Promise<void> {
      const now = clock.now()
      const row = await repo.liveLink(PASSWORD_RESET_PURPOSE, hashOf(token), now)
      if (!row?.userId) throw invalidLink()
      const passwordHash = await hashPassword(password)
      if (!(await repo.useLink(row.id, now))) throw invalidLink()
      await repo.setPasswordHash(row.userId, passwordHash)
      await signOutEverywhere(deps, row.userId)
    },
  }
}
