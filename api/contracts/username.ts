import { z } from 'zod'
import { LOGIN_CODE_LENGTH, LOGIN_CODE_RESEND_SECONDS, LOGIN_CODE_TTL_MINUTES, authMessages } from './auth.ts'
import { text } from './text.ts'

/**
 * Username change (spec doc 3 §4, §5, §7, §9): a 6-digit code mailed to the account email, then the new name
 * with the code. Once every 30 days. Codes follow the sign-in code's rules (10 minutes, single use, 5 wrong
 * tries, 60 s between mails). Decision 021.
 */
export const USERNAME_CHANGE_INTERVAL_DAYS = 30
export const USERNAME_CHANGE_RESEND_SECONDS = LOGIN_CODE_RESEND_SECONDS
export const USERNAME_CHANGE_TTL_MINUTES = LOGIN_CODE_TTL_MINUTES
/** Longer input is refused by the contract itself (no suggestions are worked out for it). */
export const NEW_USERNAME_INPUT_MAX = 200
/** Doc 3 §8: 'errors are shown as a list with up to 5 suggested usernames'. */
export const USERNAME_SUGGESTIONS_MAX = 5

export const usernameMessages = {
  tooShort: authMessages.usernameTooShort,
  tooLong: authMessages.usernameTooLong,
  characters: authMessages.usernameCharacters,
  codeDigits: 'Verification code must be 6 digits',
  taken: 'This username is already taken',
  unavailable: 'This username is not available',
  same: 'This is already your username',
  invalid: 'This username cannot be used',
  tooSoon: (date: string) => `You can change your username once every ${USERNAME_CHANGE_INTERVAL_DAYS} days. You can change it again on ${date}.`,
  codeSent: 'We sent a verification code to your email address.',
  resendTooSoon: (seconds: number) => `A code was sent moments ago. Please wait ${seconds} s before asking for another.`,
  noEmail: 'Your account has no email address to send a code to.',
  invalidCode: authMessages.invalidCode,
  expiredCode: authMessages.expiredCode,
  tooManyTries: 'Too many attempts. Please wait for the countdown to complete.',
  changed: 'Your username was changed.',
  /** Doc 3 §8 toast titles. */
  sendFailed: 'Failed to send verification code',
  changeFailed: 'Username Change Failed',
} as const

/** The verification code: exactly 6 digits (doc 3 §5). */
export const UsernameVerificationCode = text({ error: usernameMessages.codeDigits })
  .trim()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), usernameMessages.codeDigits)

/**
 * POST /api/user/change-username. The name's own rules (length, characters) are checked by the service, so
 * that an invalid name is answered like a taken one: the messages as a list, with free suggestions.
 */
export const ChangeUsername = z.object({
  newUsername: text({ error: usernameMessages.tooShort }).trim().max(NEW_USERNAME_INPUT_MAX, usernameMessages.tooLong),
  verificationCode: UsernameVerificationCode,
})
export type ChangeUsername = z.input<typeof ChangeUsername>

/** 400 of change-username for a taken or invalid name: `issues` lists the messages, `suggestions` free names. */
export const UsernameRejection = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
  suggestions: z.array(z.string()).max(USERNAME_SUGGESTIONS_MAX),
})
export type UsernameRejection = z.infer<typeof UsernameRejection>

/** 200 of request-username-change-code. */
export const UsernameCodeSent = z.object({ message: z.string(), retryAfter: z.number().int() })
export type UsernameCodeSent = z.infer<typeof UsernameCodeSent>

/** GET /api/users/{id}/username-history (the owner only). */
export const UsernameHistoryEntry = z.object({ oldUsername: z.string(), newUsername: z.string(), changedAt: z.string() })
export type UsernameHistoryEntry = z.infer<typeof UsernameHistoryEntry>
export const UsernameHistoryResponse = z.object({ status: z.literal('success'), data: z.array(UsernameHistoryEntry) })
export type UsernameHistoryResponse = z.infer<typeof UsernameHistoryResponse>
