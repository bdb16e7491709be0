import { z } from 'zod'
import { DisplayName } from './account.ts'
import { text } from './text.ts'

/**
 * Email-code, password and registration sign-in (spec doc 1 §5, §7-§9; doc 3 §5 for usernames).
 * The Koa routes validate with these schemas and the PWA's forms use the same limits and messages.
 */

/** Doc 1 §9: code length 6; the resend countdown starts at 60 s. */
export const LOGIN_CODE_LENGTH = 6
export const LOGIN_CODE_RESEND_SECONDS = 60
/** A code is valid for 10 minutes and survives at most 5 wrong tries. */
export const LOGIN_CODE_TTL_MINUTES = 10
export const LOGIN_CODE_MAX_ATTEMPTS = 5
/** After the code of a new address, this long to choose a display name (decision 047). */
export const SIGN_UP_TTL_MINUTES = 15

export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const EMAIL_MAX = 254
export const NAME_MAX = 100

/** The wording replies and forms use; the client's toasts key off some of it (e.g. "expired"). */
export const authMessages = {
  invalidIdentifier: 'Invalid email or username',
  invalidEmail: 'Please enter a valid email address',
  codeSent: 'Please check your email for the login code',
  codeLength: 'Code must be 6 characters',
  invalidCode: 'Invalid code. Please check it and try again.',
  expiredCode: 'This code has expired. Please request a new one.',
  resendTooSoon: 'A code was sent moments ago. Please wait for the countdown to complete before asking for another.',
  highTraffic: 'The authentication service is currently experiencing high traffic. Please wait for the countdown to complete.',
  invalidCredentials: 'Invalid username or password',
  tooManyLogins: 'Too many sign-in attempts. Please wait for the countdown to complete.',
  tooManyRegistrations: 'Too many accounts were created from this network. Please try again later.',
  invalidRegistration: 'Invalid registration data',
  duplicateAccount: 'Please try a different username or email.',
  loggedOut: 'You have been successfully logged out.',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  registrationEmail: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required',
  nameTooLong: 'Name must be at most 100 characters',
  nameCharacters: 'Name contains characters that are not allowed',
  passwordCharacters: 'Password contains characters that are not allowed',
  // Sign-up by email code (decision 047)
  nameNeeded: 'Welcome to Gala! Choose your display name to create your account.',
  signUpInvalid: 'This sign-up is not valid. Please request a new code.',
  signUpExpired: 'This sign-up has expired. Please request a new code.',
  signUpUsed: 'This sign-up is already complete. Please sign in with your email.',
  signUpAccountExists: 'An account already uses this email address. Please sign in with a code instead.',
} as const

/** Lone UTF-16 surrogates (not valid Unicode text; the database and hashing would mangle them). */
const LONE_SURROGATE = /\p{Cs}/u
/** Control characters (NUL, line breaks, escapes …) have no place in a display name. */
const CONTROL = /\p{Cc}/u

/** Starts with a letter or digit, then letters, digits, underscore or hyphen (doc 3 §5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

const authText = (message: string, unstorable?: string) => text({ error: message }, unstorable)

/** A username as doc 3 §5 words its rules (registration; trimmed). */
export const Username = authText(authMessages.usernameTooShort)
  .trim()
  .min(USERNAME_MIN, authMessages.usernameTooShort)
  .max(USERNAME_MAX, authMessages.usernameTooLong)
  .regex(USERNAME_PATTERN, authMessages.usernameCharacters)

/** A lower-cased, trimmed email address. */
export const emailAddress = (message: string) =>
  authText(message)
    .trim()
    .max(EMAIL_MAX, message)
    .pipe(z.email({ error: message }))
    .transform((email) => email.toLowerCase())

/**
 * "Email or username" as typed in the sign-in form: trimmed; with an '@' it must be a valid email
 * (lower-cased), otherwise a username. The parsed value says which it is.
 */
export const EmailOrUsername = authText(authMessages.invalidIdentifier)
  .trim()
  .max(EMAIL_MAX, authMessages.invalidIdentifier)
  .transform((value, ctx): LoginIdentifier => {
    if (value.includes('@')) {
      const email = z.email().safeParse(value)
      if (email.success) return { kind: 'email', value: value.toLowerCase() }
    } else if (value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && USERNAME_PATTERN.test(value)) {
      return { kind: 'username', value }
    }
    ctx.addIssue({ code: 'custom', message: authMessages.invalidIdentifier })
    return z.NEVER
  })
export type LoginIdentifier = { kind: 'email' | 'username'; value: string }

/** POST /api/request-login-code */
export const RequestLoginCode = z.object({ emailOrUsername: EmailOrUsername })
export type RequestLoginCode = z.input<typeof RequestLoginCode>

/** The 6-character code field (the input is capped at 6 characters; doc 1 §5). */
export const LoginCode = authText(authMessages.codeLength).trim().length(LOGIN_CODE_LENGTH, authMessages.codeLength)

/** POST /api/verify-login-code */
export const VerifyLoginCode = z.object({ emailOrUsername: EmailOrUsername, code: LoginCode })
export type VerifyLoginCode = z.input<typeof VerifyLoginCode>

/** 200 of POST /api/request-login-code: identical whether or not the account exists. */
export const RequestLoginCodeReply = z.object({ message: z.string(), retryAfter: z.number().int() })
export type RequestLoginCodeReply = z.infer<typeof RequestLoginCodeReply>

/**
 * The sign-up token of POST /api/verify-login-code's "name needed" reply: the id of its stored row, a dot,
 * then 32 random bytes in base64url (only their HMAC is stored; decision 047).
 */
export const SIGN_UP_TOKEN_PATTERN = /^[1-9][0-9]{0,15}\.[A-Za-z0-9_-]{43}$/

/**
 * 200 of POST /api/verify-login-code when the right code came for an address no account uses: no one is
 * signed in yet; POST /api/sign-up with the token and a display name creates the account. Otherwise the
 * reply is the signed-in PublicUser.
 */
export const SignUpNeededReply = z.object({
  nameNeeded: z.literal(true),
  message: z.string(),
  /** The (lower-cased) address the account will have. */
  email: z.string(),
  signUpToken: z.string(),
  expiresAt: z.string(),
})
export type SignUpNeededReply = z.infer<typeof SignUpNeededReply>

/** POST /api/sign-up: the token of the "name needed" reply and the display name (account settings' rules). */
export const SignUp = z.object({
  token: text({ error: authMessages.signUpInvalid }).regex(SIGN_UP_TOKEN_PATTERN, authMessages.signUpInvalid),
  name: DisplayName,
})
export type SignUp = z.input<typeof SignUp>

/** A password as typed (any length up to 128); registration and reset add the minimum. */
export const Password = authText(authMessages.passwordRequired, authMessages.passwordCharacters)
  .max(PASSWORD_MAX, authMessages.passwordTooLong)
  .refine((value) => !LONE_SURROGATE.test(value), authMessages.passwordCharacters)

/**
 * POST /api/login: the credentials object. The identifier may come as `username`, `email` or
 * `emailOrUsername` (the first present wins, in that order of preference: emailOrUsername, username, email).
 */
export const PasswordLogin = z
  .object({
    emailOrUsername: text().optional(),
    username: text().optional(),
    email: text().optional(),
    password: Password.min(1, authMessages.passwordRequired),
  })
  .transform((body, ctx) => {
    const raw = body.emailOrUsername ?? body.username ?? body.email
    const identifier = EmailOrUsername.safeParse(raw)
    if (!identifier.success) {
      ctx.addIssue({ code: 'custom', path: ['emailOrUsername'], message: authMessages.invalidIdentifier })
      return z.NEVER
    }
    return { identifier: identifier.data, password: body.password }
  })
export type PasswordLogin = z.input<typeof PasswordLogin>

/** POST /api/register: the registration data object. */
export const Registration = z.object({
  username: Username,
  email: emailAddress(authMessages.registrationEmail),
  password: Password.min(PASSWORD_MIN, authMessages.passwordTooShort),
  name: text({ error: 'Name must be text' }, authMessages.nameCharacters)
    .trim()
    .max(NAME_MAX, authMessages.nameTooLong)
    .refine((value) => !LONE_SURROGATE.test(value) && !CONTROL.test(value), authMessages.nameCharacters)
    .nullish()
    .transform((name) => name || null),
})
export type Registration = z.input<typeof Registration>

/** 200 of POST /api/logout. */
export const LogoutReply = z.object({ message: z.string() })
export type LogoutReply = z.infer<typeof LogoutReply>
