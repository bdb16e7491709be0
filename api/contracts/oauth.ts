import { z } from 'zod'

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const
export const OAuthProvider = z.enum(OAUTH_PROVIDERS)
export type OAuthProvider = z.infer<typeof OAuthProvider>

/** The names people see in messages and on the sign-in buttons. */
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' }

/** GET /api/auth/providers: which social sign-ins are configured; the PWA disables the others. */
export const OAuthProvidersReply = z.object({ google: z.boolean(), facebook: z.boolean() })
export type OAuthProvidersReply = z.infer<typeof OAuthProvidersReply>

/**
 * The messages the callback sends back to /auth?error=… . They are fixed sentences: the provider's own
 * error_description is logged, never echoed, so a crafted link cannot put words on our sign-in page.
 */
export const oauthErrorMessages = {
  notConfigured: (label: string) => `${label} sign-in is not configured`,
  cancelled: (label: string) => `${label} sign-in was cancelled`,
  providerError: (label: string) => `${label} sign-in failed. Please try again.`,
  expired: (label: string) => `Your ${label} sign-in took too long or was started in another browser. Please try again.`,
  verificationFailed: (label: string) => `We could not verify your ${label} sign-in. Please try again.`,
  noIdentity: (label: string) => `${label} did not share the details needed to sign you in.`,
  emailInUse: (label: string) =>
    `An account with this email already exists, but ${label} has not verified the email. Sign in with an email code instead.`,
  unavailable: (label: string) => `${label} sign-in is unavailable right now. Please try again later.`,
} as const

/**
 * A same-site path to return to after sign-in, or '/'. Accepts '/x…' only: no scheme ('https:'),
 * no protocol-relative '//host', no backslashes (browsers read '/\\host' as '//host'), no control characters.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  // Whatever the browser's URL parser makes of it must stay on our origin.
  const base = 'http://gala.invalid'
  const resolved = new URL(value, base)
  return resolved.origin === base ? resolved.pathname + resolved.search + resolved.hash : '/'
}
