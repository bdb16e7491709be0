import * as client from 'openid-client'
import { z } from 'zod'
import { OAuthProvider, oauthErrorMessages, OAUTH_PROVIDER_LABELS, safeRedirectPath } from '../../contracts/oauth.ts'
import type { OAuthClient } from './oauth-clients.ts'

/** A sign-in started at the provider must come back within 10 minutes (also the cookie's lifetime). */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000

/**
 * What the browser keeps between leaving for the provider and coming back, in a signed HttpOnly cookie:
 * the one-time secrets that bind the provider's answer to this browser and this attempt.
 */
export const OAuthFlow = z.object({
  provider: OAuthProvider,
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200).optional(),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string().max(2000),
  /** Epoch milliseconds from the app's clock. */
  createdAt: z.number().int(),
  /** Set when a signed-in user started linking the provider from account settings (decision 022). */
  linkUserId: z.number().int().optional(),
})
export type OAuthFlow = z.infer<typeof OAuthFlow>

/** Who the provider says signed in, normalised across Google and Facebook. */
export interface OAuthProfile {
  provider: OAuthProvider
  /** The provider's stable account id (Google `sub`, Facebook `id`). */
  subject: string
  email: string | null
  /** Only a verified email may link to an existing account or be stored on a new one. */
  emailVerified: boolean
  name: string | null
  firstName: string | null
  lastName: string | null
  avatar: string | null
}

export type OAuthFailure = keyof typeof oauthErrorMessages

/** A sign-in that cannot finish; `reason` picks the sentence shown on /auth, `detail` goes to the log only. */
export class OAuthSignInError extends Error {
  override name = 'OAuthSignInError'
  constructor(
    readonly reason: Exclude<OAuthFailure, 'notConfigured'>,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(`OAuth sign-in failed: ${reason}`)
  }

  userMessage(provider: OAuthProvider): string {
    return oauthErrorMessages[this.reason](OAUTH_PROVIDER_LABELS[provider])
  }
}

/**
 * Starts a sign-in: fresh state, PKCE verifier (S256) and, for OpenID Connect, nonce. Returns the
 * provider URL to send the browser to and the flow to keep in the browser's cookie.
 */
export async function beginSignIn(
  oauth: OAuthClient,
  options: { redirectUri: string; redirectTo: unknown; now: Date; linkUserId?: number },
): Promise<{ url: URL; flow: OAuthFlow }> {
  const codeVerifier = client.randomPKCECodeVerifier()
  const flow: OAuthFlow = {
    provider: oauth.provider,
    state: client.randomState(),
    nonce: oauth.openId ? client.randomNonce() : undefined,
    codeVerifier,
    redirectTo: safeRedirectPath(options.redirectTo),
    createdAt: options.now.getTime(),
    linkUserId: options.linkUserId,
  }
  const parameters: Record<string, string> = {
    redirect_uri: options.redirectUri,
    scope: oauth.scope,
    state: flow.state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }
  if (flow.nonce) parameters.nonce = flow.nonce
  return { url: client.buildAuthorizationUrl(oauth.configuration, parameters), flow }
}

/**
 * Finishes a sign-in on the callback URL with the flow from this browser's cookie: openid-client checks the state, exchanges the code with the
 * PKCE verifier and, for OpenID Connect, validates the ID token (signature, issuer, audience, expiry,
 * nonce). Facebook's profile is then read from its userinfo URL with the access token.
 */
export async function completeSignIn(oauth: OAuthClient, flow: OAuthFlow | null, callbackUrl: URL, now: Date): Promise<OAuthProfile> {
  // A provider error needs no proof from the cookie: it signs nobody in, it only picks the message.
  const error = callbackUrl.searchParams.get('error')
  if (error !== null) {
    throw new OAuthSignInError(error === 'access_denied' ? 'cancelled' : 'providerError', {
      error: error.slice(0, 100),
      errorDescription: callbackUrl.searchParams.get('error_description')?.slice(0, 300),
    })
  }
  if (!flow) throw new OAuthSignInError('expired', { cookie: 'missing, not signed with our key, or malformed' })
  if (flow.provider !== oauth.provider) throw new OAuthSignInError('expired', { cookie: `started for ${flow.provider}` })
  const age = now.getTime() - flow.createdAt
  if (age < 0 || age > OAUTH_FLOW_TTL_MS) throw new OAuthSignInError('expired', { cookie: 'older than 10 minutes' })

  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
  try {
    tokens = await client.authorizationCodeGrant(oauth.configuration, callbackUrl, {
      expectedState: flow.state,
      pkceCodeVerifier: flow.codeVerifier,
      ...(oauth.openId ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
    })
  } catch (err) {
    throw new OAuthSignInError(isUnreachable(err) ? 'unavailable' : 'verificationFailed', describeError(err))
  }

  if (oauth.openId) {
    const idToken = tokens.claims()
    if (!idToken?.sub) throw new OAuthSignInError('noIdentity', { missing: 'sub' })
    let claims: Record<string, unknown> = idToken
    // Google puts email and profile in the ID token. Providers that follow OpenID Connect's default (claims
    // in the ID token only without an access token) have them at the userinfo endpoint, for the same subject.
    if (idToken.email === undefined && oauth.configuration.serverMetadata().userinfo_endpoint) {
      try {
        claims = { ...(await client.fetchUserInfo(oauth.configuration, tokens.access_token, idToken.sub)), ...idToken }
      } catch (err) {
        throw new OAuthSignInError(isUnreachable(err) ? 'unavailable' : 'verificationFailed', { step: 'userinfo', ...describeError(err) })
      }
    }
    return {
      provider: oauth.provider,
      subject: idToken.sub,
      email: text(claims.email, 254),
      emailVerified: claims.email_verified === true,
      name: text(claims.name, 100),
      firstName: text(claims.given_name, 50),
      lastName: text(claims.family_name, 50),
      avatar: httpsUrl(claims.picture),
    }
  }

  let body: unknown
  try {
    const response = await client.fetchProtectedResource(oauth.configuration, tokens.access_token, oauth.userinfoUrl!, 'GET')
    if (!response.ok) throw new Error(`userinfo answered HTTP ${response.status}`)
    body = await response.json()
  } catch (err) {
    throw new OAuthSignInError(isUnreachable(err) ? 'unavailable' : 'verificationFailed', { step: 'userinfo', ...describeError(err) })
  }
  const profile = FacebookProfile.safeParse(body)
  if (!profile.success) throw new OAuthSignInError('noIdentity', { step: 'userinfo', issues: profile.error.issues.length })
  return {
    provider: oauth.provider,
    subject: String(profile.data.id),
    email: text(profile.data.email, 254),
    // Facebook only returns an email the person has confirmed with Facebook.
    emailVerified: text(profile.data.email, 254) !== null,
    name: text(profile.data.name, 100),
    firstName: text(profile.data.first_name, 50),
    lastName: text(profile.data.last_name, 50),
    avatar: null,
  }
}

/** The fields of Facebook's Graph /me we ask for; `id` is the app-scoped user id. */
const FacebookProfile = z.object({
  id: z.union([z.string().min(1).max(200), z.number().int()]),
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  first_name: z.unknown().optional(),
  last_name: z.unknown().optional(),
})

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null
}

function httpsUrl(value: unknown): string | null {
  const url = text(value, 2000)
  if (!url) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The network failed or timed out (as opposed to the provider refusing what we sent). */
function isUnreachable(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError'))
}

/** What goes to the log: error names, codes and the provider's error fields. Never tokens or response bodies. */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err).slice(0, 200) }
  const fields = err as Error & { code?: unknown; error?: unknown; error_description?: unknown; status?: unknown }
  return {
    errorName: err.name,
    errorMessage: err.message.slice(0, 300),
    errorCode: typeof fields.code === 'string' ? fields.code : undefined,
    providerError: typeof fields.error === 'string' ? fields.error : undefined,
    providerErrorDescription: typeof fields.error_description === 'string' ? fields.error_description.slice(0, 300) : undefined,
    httpStatus: typeof fields.status === 'number' ? fields.status : undefined,
  }
}
