import { z } from 'zod'
import { LOGIN_CODE_LENGTH, LOGIN_CODE_RESEND_SECONDS, authMessages } from './auth.ts'
import { text } from './text.ts'

/**
 * Privacy & data (issue 13; doc 3 calls the card a placeholder; decision 023): keeping the activity stream
 * to oneself, downloading one's data, and deleting the account with a mailed code.
 */
export const ACCOUNT_DELETION_RESEND_SECONDS = LOGIN_CODE_RESEND_SECONDS

export const privacyMessages = {
  activityPrivateType: 'Choose whether your activity is private (true or false)',
  activityPrivate: 'This person keeps their activity private.',
  activityPrivateOn: 'Only you can see your activity now.',
  activityPrivateOff: 'Your activity is visible to everyone again.',
  codeDigits: 'Verification code must be 6 digits',
  codeSent: 'We sent a code to delete your account to your email address.',
  resendTooSoon: (seconds: number) => `A code was sent moments ago. Please wait ${seconds} s before asking for another.`,
  noEmail: 'Your account has no email address to send a code to.',
  invalidCode: authMessages.invalidCode,
  expiredCode: authMessages.expiredCode,
  tooManyTries: 'Too many attempts. Please wait for the countdown to complete.',
  deleted: 'Your account and your data were deleted.',
  deleteWarning:
    'This deletes your profile, reviews (with the replies under them), replies, likes, follows, activity, notifications, alerts and sessions. It cannot be undone.',
} as const

/** PATCH /api/user/privacy */
export const PrivacyUpdate = z.object({ activityPrivate: z.boolean({ error: privacyMessages.activityPrivateType }) })
export type PrivacyUpdate = z.infer<typeof PrivacyUpdate>

/** GET and PATCH /api/user/privacy */
export const PrivacySettings = z.object({ activityPrivate: z.boolean() })
export type PrivacySettings = z.infer<typeof PrivacySettings>

/** DELETE /api/user: the code mailed by POST /api/user/request-account-deletion-code. */
export const DeleteAccount = z.object({
  verificationCode: text({ error: privacyMessages.codeDigits })
    .trim()
    .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), privacyMessages.codeDigits),
})
export type DeleteAccount = z.input<typeof DeleteAccount>

/** 200 of POST /api/user/request-account-deletion-code. */
export const AccountDeletionCodeSent = z.object({ message: z.string(), retryAfter: z.number().int() })
export type AccountDeletionCodeSent = z.infer<typeof AccountDeletionCodeSent>

/** 200 of DELETE /api/user. */
export const AccountDeleted = z.object({ message: z.string() })
export type AccountDeleted = z.infer<typeof AccountDeleted>

/** The export's file name: gala-data-<username>-<Manila date>.json */
export const exportFileName = (username: string, manilaDate: string) => `gala-data-${username}-${manilaDate}.json`

export const PRIVACY_PATHS = {
  settings: '/api/user/privacy',
  export: '/api/user/export',
  requestDeletionCode: '/api/user/request-account-deletion-code',
  deleteAccount: '/api/user',
} as const
