import { EMAIL_CONFIRMATION_PATH, emailConfirmationMessages } from '../../contracts/email-confirmation.ts'
import { InvalidInput } from '../../errors.ts'
import type { Logger } from '../../logger.ts'
import type { AppDeps } from '../../types.ts'
import { confirmRegistrantEmail } from './accounts.ts'
import { emailConfirmationMail } from './auth-mail.ts'
import { createPurposeCodes } from './purpose-codes.ts'

/** LoginCode rows of this purpose hold confirmation codes; sign-in never reads them, nor they sign-in codes. */
export const EMAIL_CONFIRMATION_PURPOSE = 'email-confirmation'

/** The account whose address is being confirmed, as the routes know it. */
export interface ConfirmationAccount {
  id: number
  email: string
  name: string | null
}

// 400, not 401: the person is signed in, and a 401 means "signed out" to the client's request layer.
const expired = () => InvalidInput(emailConfirmationMessages.expiredCode, 'CODE_EXPIRED')
const invalid = () => InvalidInput(emailConfirmationMessages.invalidCode, 'INVALID_CODE')

/**
 * Confirmation codes for the address of an account registered with a password (decision 015): the mailed
 * purpose code (purpose-codes.ts, the sign-in code's rules), purpose "email-confirmation".
 */
export function createEmailConfirmations(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>) {
  const codes = createPurposeCodes(deps, { purpose: EMAIL_CONFIRMATION_PURPOSE, expired, invalid })

  return {
    /** Seconds until another code may be mailed to this account's address, or 0. */
    cooldownSeconds: (account: Pick<ConfirmationAccount, 'id' | 'email'>) => codes.cooldownSeconds(account),

    /** Voids the account's live code and stores a new one; returns the code (to mail, never to reply). */
    issue: (account: Pick<ConfirmationAccount, 'id' | 'email'>) => codes.issue(account),

    /** Mails the code and the link; not awaited by the request (failures are logged). */
    deliver(account: ConfirmationAccount, code: string, log: Logger): void {
      codes.deliver(emailConfirmationMail({ to: account.email, code, name: account.name, publicUrl: deps.config.publicUrl, path: EMAIL_CONFIRMATION_PATH }), log)
    },

    /**
     * Checks a code for this signed-in account and, when right, marks its address verified (password and
     * sessions stay: see confirmRegistrantEmail). 400 INVALID_CODE for a wrong code (each try counts; the
     * 5th wrong one voids it), 400 CODE_EXPIRED for an expired, void, used, replaced or unknown one.
     */
    async verify(account: Pick<ConfirmationAccount, 'id' | 'email'>, code: string): Promise<void> {
      await codes.spend(account, code)
      await confirmRegistrantEmail(deps.db, account.id, account.email, deps.clock.now())
    },
  }
}
