import { z } from 'zod'
import { PASSWORD_MIN, Password, authMessages, emailAddress } from './auth.ts'
import { text } from './text.ts'

/**
 * Forgotten password (doc 1; doc 3 §6 /forgot-password and /reset-password/{token}; decision 021): a mailed,
 * single-use link whose token is stored only as an HMAC, valid 30 minutes; setting the password ends every
 * session of the account. The reply never says whether an address is registered.
 */
export const PASSWORD_RESET_TTL_MINUTES = 30
export const PASSWORD_RESET_PATH = '/reset-password'
/** The token in the link: 32 random bytes, base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const passwordResetMessages = {
  sent: 'If an account uses this email address, we sent it a link to reset the password. The link works for 30 minutes.',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password was changed. Please sign in with your new password.',
  tooMany: 'Too many requests. Please wait for the countdown to complete.',
  mismatch: 'Passwords do not match',
} as const

/** POST /api/forgot-password */
export const ForgotPassword = z.object({ email: emailAddress(authMessages.invalidEmail) })
export type ForgotPassword = z.input<typeof ForgotPassword>

/** POST /api/reset-password: the registration's password rules. */
export const ResetPassword = z.object({
  token: text({ error: passwordResetMessages.invalidLink }).regex(RESET_TOKEN_PATTERN, passwordResetMessages.invalidLink),
  password: Password.min(PASSWORD_MIN, authMessages.passwordTooShort),
})
export type ResetPassword = z.input<typeof ResetPassword>

export const PasswordResetReply = z.object({ message: z.string() })
export type PasswordResetReply = z.infer<typeof PasswordResetReply>
