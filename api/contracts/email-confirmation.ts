import { z } from 'zod'
import { LOGIN_CODE_RESEND_SECONDS, LoginCode } from './auth.ts'

/**
 * Confirming the address of an account registered with a password (docs/decisions/015). A confirmation
 * code follows the sign-in code's rules: 6 digits, 10 minutes, single use, 5 wrong tries, 60 s between mails.
 */
export const EMAIL_CONFIRMATION_RESEND_SECONDS = LOGIN_CODE_RESEND_SECONDS

/** The page the mailed link opens (Account Settings): `?code=` fills the card's field, which submits it with POST. */
export const EMAIL_CONFIRMATION_PATH = '/profile/account'

export const emailConfirmationMessages = {
  sent: 'We sent a confirmation code to your email address.',
  resendTooSoon: (seconds: number) => `A code was sent moments ago. Please wait ${seconds} s before asking for another.`,
  confirmed: 'Your email address is confirmed.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  noEmail: 'Your account has no email address to confirm.',
  invalidCode: 'Invalid code. Please check it and try again.',
  expiredCode: 'This code has expired. Please request a new one.',
  tooManyTries: 'Too many confirmation attempts. Please wait for the countdown to complete.',
} as const

/** GET /api/user/email-confirmation: the address's state and how long until another code may be mailed. */
export const EmailConfirmationStatus = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Seconds until POST /api/user/email-confirmation may mail another code (0: now). */
  resendAfter: z.number().int().min(0),
})
export type EmailConfirmationStatus = z.infer<typeof EmailConfirmationStatus>

/** 200 of POST /api/user/email-confirmation (a code was mailed). */
export const EmailConfirmationSent = z.object({ message: z.string(), retryAfter: z.number().int() })
export type EmailConfirmationSent = z.infer<typeof EmailConfirmationSent>

/** POST /api/user/email-confirmation/verify */
export const VerifyEmailConfirmation = z.object({ code: LoginCode })
export type VerifyEmailConfirmation = z.input<typeof VerifyEmailConfirmation>
