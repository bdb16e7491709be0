import { z } from 'zod'
import { PASSWORD_MIN, Password, authMessages } from './auth.ts'
import { OAuthProvider } from './oauth.ts'
import { text } from './text.ts'

/**
 * Linked accounts, password and signed-in devices on account settings (issue 13; doc 3's account-integration
 * status card and `GET /api/user/ctc-account-status`; doc 1's passwords and sessions). Decision 022.
 */

export const accountSecurityMessages = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  emailNotVerified: 'Please confirm your email address before setting a password',
  passwordSet: 'Your password was set.',
  passwordChanged: 'Your password was changed. Every other device was signed out.',
  tooManyTries: 'Too many attempts. Please wait for the countdown to complete.',
  lastWayIn: (label: string) =>
    `You cannot unlink ${label}: it is the only way to sign in to this account. Set a password or confirm your email first.`,
  notLinked: (label: string) => `${label} is not linked to this account`,
  linkedElsewhere: (label: string) => `This ${label} account is already linked to another Gala account.`,
  alreadyHasProvider: (label: string) => `Your account is already linked to another ${label} account. Unlink it first.`,
  linkWrongUser: (label: string) => `Linking ${label} was started by another account or in another browser. Please try again.`,
  linked: (label: string) => `${label} is now linked to your account.`,
  unlinked: (label: string) => `${label} was unlinked from your account.`,
  sessionNotFound: 'Session not found',
  signedOutOthers: 'Every other device was signed out.',
  signedOutDevice: 'That device was signed out.',
  unknownLocation: 'Unknown location',
} as const

/** The ways into an account: an email code (verified address), a password, and each linked provider. */
export const SignInMethods = z.object({
  emailCode: z.boolean(),
  password: z.boolean(),
  google: z.boolean(),
  facebook: z.boolean(),
})
export type SignInMethods = z.infer<typeof SignInMethods>

/** GET /api/user/ctc-account-status: doc 3 §3 "Account status" plus the account's sign-in methods. */
export const CtcAccountStatus = z.object({
  /** Doc 3 names a ClickTheCity account id; Gala has no such outside account, so these are false/null (decision 022). */
  hasCtcAccountId: z.boolean(),
  ctcAccountId: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  methods: SignInMethods,
  /** Which providers this server has configured (linking an unconfigured one cannot start). */
  providersAvailable: z.object({ google: z.boolean(), facebook: z.boolean() }),
})
export type CtcAccountStatus = z.infer<typeof CtcAccountStatus>

/** DELETE /api/user/linked-accounts/{provider} */
export const LinkedAccountParams = z.object({ provider: OAuthProvider })

/** PUT /api/user/password: `currentPassword` is required when the account has a password. */
export const PasswordUpdate = z.object({
  currentPassword: Password.optional(),
  newPassword: Password.min(PASSWORD_MIN, authMessages.passwordTooShort),
})
export type PasswordUpdate = z.input<typeof PasswordUpdate>

export const MessageReply = z.object({ message: z.string() })
export type MessageReply = z.infer<typeof MessageReply>

/** One signed-in device. `id` is an opaque HMAC of the stored id, never the stored token hash. */
export const SessionInfo = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  /** "Unknown location": no geo-IP database, and no address is stored (decision 022). */
  location: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof SessionInfo>

export const SessionsReply = z.object({ data: z.array(SessionInfo) })
export type SessionsReply = z.infer<typeof SessionsReply>

export const SessionParams = z.object({
  // A malformed id names no session: the service answers 404 for it, as for someone else's.
  id: text({ error: accountSecurityMessages.sessionNotFound }).max(200, accountSecurityMessages.sessionNotFound),
})

export const SignOutOthersReply = z.object({ message: z.string(), ended: z.number().int() })
export type SignOutOthersReply = z.infer<typeof SignOutOthersReply>
