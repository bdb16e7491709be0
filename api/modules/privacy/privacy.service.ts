import { LOGIN_CODE_TTL_MINUTES } from '../../contracts/auth.ts'
import { ACCOUNT_DELETION_RESEND_SECONDS, exportFileName, privacyMessages, type AccountDeletionCodeSent, type PrivacySettings, type PrivacyUpdate } from '../../contracts/privacy.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { Conflict, InvalidInput, TooManyRequests } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import type { AppDeps } from '../../types.ts'
import { accountDeletionMail } from '../account/account-mail.ts'
import { createPurposeCodes, type CodeAccount } from '../auth/purpose-codes.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { activityPrivacy, setActivityPrivacy } from '../users/user-lookup.ts'
import { deleteAccount } from './account-deletion.ts'
import { buildDataExport } from './data-export.ts'

/** LoginCode rows of this purpose hold account-deletion codes; no other flow reads them. */
export const ACCOUNT_DELETION_PURPOSE = 'account-deletion'

const expired = () => InvalidInput(privacyMessages.expiredCode, 'CODE_EXPIRED', [{ field: 'verificationCode', message: privacyMessages.expiredCode }])
const invalid = () => InvalidInput(privacyMessages.invalidCode, 'INVALID_CODE', [{ field: 'verificationCode', message: privacyMessages.invalidCode }])

function codeAccount(user: PublicUser): CodeAccount {
  if (!user.email) throw Conflict(privacyMessages.noEmail, 'NO_EMAIL')
  return { id: user.id, email: user.email }
}

/**
 * Privacy & data (decision 023): the activity-privacy switch, the data export, and account deletion
 * confirmed by a mailed code (the mailed purpose code: the sign-in code's rules).
 */
export function privacyService(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const { db, clock } = deps
  const codes = createPurposeCodes(deps, {
    purpose: ACCOUNT_DELETION_PURPOSE,
    expired,
    invalid,
  })

  return {
    async settings(userId: number): Promise<PrivacySettings> {
      return activityPrivacy(db, userId)
    },

    async update(userId: number, body: PrivacyUpdate): Promise<PrivacySettings> {
      return setActivityPrivacy(db, userId, body.activityPrivate)
    },

    /** The export and its file name (gala-data-<username>-<Manila date>.json). */
    async exportData(user: PublicUser) {
      return {
        fileName: exportFileName(user.username, manilaToday(clock)),
        body: await buildDataExport(db, clock, user.id),
      }
    },

    /** Mails a deletion code to the account email (409 without one, 429 within 60 s of the last). */
    async requestDeletionCode(user: PublicUser, log: Logger): Promise<AccountDeletionCodeSent> {
      const account = codeAccount(user)
      const wait = await codes.cooldownSeconds(account)
      if (wait > 0) throw TooManyRequests(wait, privacyMessages.resendTooSoon(wait))
      const code = await codes.issue(account)
      codes.deliver(
        accountDeletionMail({
          to: account.email,
          code,
          name: user.displayName ?? user.name,
          username: user.username,
          publicUrl: deps.config.publicUrl,
          ttlMinutes: LOGIN_CODE_TTL_MINUTES,
        }),
        log,
      )
      return {
        message: privacyMessages.codeSent,
        retryAfter: ACCOUNT_DELETION_RESEND_SECONDS,
      }
    },

    /** Uses the code, then deletes the account and everything that belongs to it (sessions included). */
    async deleteAccount(user: PublicUser, verificationCode: string): Promise<void> {
      await codes.spend(codeAccount(user), verificationCode)
      await deleteAccount(db, user.id)
    },
  }
}
