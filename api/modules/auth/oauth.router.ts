import Router from '@koa/router'
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS, oauthErrorMessages, safeRedirectPath } from '../../contracts/oauth.ts'
import type { OAuthProvidersReply } from '../../contracts/oauth.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { LinkedAccountParams, accountSecurityMessages } from '../../contracts/account-security.ts'
import { AppError, Conflict, ServiceUnavailable } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import { confirmEmailOwnership } from './accounts.ts'
import { authRepository } from './auth.repository.ts'
import { findOrCreateOAuthUser, linkOAuthIdentity } from './oauth-accounts.ts'
import { configuredProviders, createOAuthClients } from './oauth-clients.ts'
import { beginSignIn, completeSignIn, describeError, OAuthFlow, OAuthSignInError, OAUTH_FLOW_TTL_MS, type OAuthProfile } from './oauth.service.ts'
import { hasLiveSession, signIn } from './sessions.ts'

/** The signed cookie that binds a sign-in in progress to this browser (state, PKCE verifier, nonce). */
export const OAUTH_COOKIE = 'gala_oauth'
const OAUTH_COOKIE_PATH = '/api/auth'

/**
 * Google (OpenID Connect) and Facebook (OAuth 2.0) sign-in, as full-page redirects:
 * GET /api/auth/providers → which are configured;
 * GET /api/auth/{provider}?redirect_to=/path → 302 to the provider;
 * GET /api/auth/{provider}/callback → session + 302 to redirect_to, or 302 to /auth?error=<message>.
 * POST /api/user/linked-accounts/{provider} → { url }: a signed-in user starts linking the provider; the
 * callback then attaches it to them and returns to /profile/account?linked=… or ?linkError=… (decision 022).
 */
export function oauthRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>()
  const clients = createOAuthClients(deps.config.oauth)

  router.get('/api/auth/providers', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = configuredProviders(deps.config.oauth) satisfies OAuthProvidersReply
  })

  router.post<SignedInState & Validated<{ params: typeof LinkedAccountParams }>>(
    '/api/user/linked-accounts/:provider',
    auth(),
    validate({ params: LinkedAccountParams }),
    async (ctx) => {
      const { provider } = ctx.state.params
      const label = OAUTH_PROVIDER_LABELS[provider]
      if (await authRepository(deps.db).hasProvider(ctx.state.user.id, provider)) throw Conflict(accountSecurityMessages.alreadyHasProvider(label), 'PROVIDER_ALREADY_LINKED')
      let oauth
      try {
        oauth = await clients.get(provider)
      } catch (err) {
        ctx.state.log.error({ provider, ...describeError(err) }, 'oauth provider discovery failed')
        throw ServiceUnavailable(oauthErrorMessages.unavailable(label), 'PROVIDER_UNAVAILABLE')
      }
      if (!oauth) throw Conflict(oauthErrorMessages.notConfigured(label), 'PROVIDER_NOT_CONFIGURED')
      const redirectUri = `${deps.config.publicUrl}/api/auth/${provider}/callback`
      const { url, flow } = await beginSignIn(oauth, { redirectUri, redirectTo: LINK_RETURN_PATH, now: deps.clock.now(), linkUserId: ctx.state.user.id })
      writeFlowCookie(ctx, deps, flow)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { url: url.href }
    },
  )

  for (const provider of OAUTH_PROVIDERS) {
    const label = OAUTH_PROVIDER_LABELS[provider]
    const redirectUri = `${deps.config.publicUrl}/api/auth/${provider}/callback`

    router.get(`/api/auth/${provider}`, async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      let oauth
      try {
        oauth = await clients.get(provider)
      } catch (err) {
        ctx.state.log.error({ provider, ...describeError(err) }, 'oauth provider discovery failed')
        return redirectWithError(ctx, oauthErrorMessages.unavailable(label))
      }
      if (!oauth) return redirectWithError(ctx, oauthErrorMessages.notConfigured(label))
      const { url, flow } = await beginSignIn(oauth, { redirectUri, redirectTo: ctx.query.redirect_to, now: deps.clock.now() })
      writeFlowCookie(ctx, deps, flow)
      ctx.redirect(url.href)
    })

    // This GET creates a session, which nothing else in the API does on a GET: the OAuth callback is a
    // top-level navigation from the provider by design. It is safe because it only succeeds with the state
    // and PKCE verifier from this browser's signed cookie (and, for OpenID, the nonce in the ID token), so a
    // forged or replayed callback link cannot sign anyone in, let alone as someone else (login CSRF).
    router.get(`/api/auth/${provider}/callback`, async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      const flow = readFlowCookie(ctx)
      clearFlowCookie(ctx, deps) // one attempt per cookie, whatever happens next
      const callbackUrl = new URL(`${redirectUri}${ctx.querystring ? `?${ctx.querystring}` : ''}`)
      try {
        const oauth = await clients.get(provider).catch((err: unknown) => {
          throw new OAuthSignInError('unavailable', describeError(err))
        })
        if (!oauth) return redirectWithError(ctx, oauthErrorMessages.notConfigured(label))
        const profile = await completeSignIn(oauth, flow, callbackUrl, deps.clock.now())
        if (flow?.linkUserId !== undefined) return await finishLink(ctx, flow.linkUserId, profile)
        const { userId, outcome } = await findOrCreateOAuthUser(deps.db, deps.config.staff, profile)
        if (profile.emailVerified && profile.email) await confirmEmailOwnership(deps.db, userId, deps.clock.now(), profile.email)
        await signIn(ctx, deps, userId)
        ctx.state.log.info({ provider, userId, outcome }, 'oauth sign-in')
        ctx.redirect(safeRedirectPath(flow?.redirectTo))
      } catch (err) {
        // A full-page navigation: even an unexpected failure (e.g. the database) lands on /auth with a sentence.
        if (flow?.linkUserId !== undefined) {
          const message = err instanceof OAuthSignInError ? err.userMessage(provider) : err instanceof AppError && err.status === 409 ? err.message : undefined
          if (message === undefined) ctx.state.log.error({ provider, err }, 'oauth link crashed')
          else ctx.state.log.warn({ provider, message }, 'oauth link refused')
          return redirectToLinkPage(ctx, { linkError: message ?? oauthErrorMessages.providerError(label) })
        }
        if (err instanceof AppError && err.code === 'ACCOUNT_SUSPENDED') {
          ctx.state.log.warn({ provider }, 'oauth sign-in refused: account suspended')
          return redirectWithError(ctx, err.message)
        }
        if (!(err instanceof OAuthSignInError)) {
          ctx.state.log.error({ provider, err }, 'oauth sign-in crashed')
          return redirectWithError(ctx, oauthErrorMessages.providerError(label))
        }
        ctx.state.log.warn({ provider, reason: err.reason, ...err.detail }, 'oauth sign-in refused')
        redirectWithError(ctx, err.userMessage(provider))
      }
    })
  }

  /**
   * The callback of a link started from account settings: only the user who started it, still signed in on
   * this browser, gets the identity attached (never a sign-in as the provider's account). A provider-verified
   * address that is the account's own counts as proof of it, as at sign-in; should that first proof end the
   * account's sessions (confirmEmailOwnership), this browser is signed in again.
   */
  async function finishLink(ctx: AppContext, linkUserId: number, profile: OAuthProfile) {
    const label = OAUTH_PROVIDER_LABELS[profile.provider]
    if (ctx.state.user?.id !== linkUserId) {
      ctx.state.log.warn({ provider: profile.provider }, 'oauth link refused: started by another account')
      return redirectToLinkPage(ctx, { linkError: accountSecurityMessages.linkWrongUser(label) })
    }
    const outcome = await linkOAuthIdentity(deps.db, linkUserId, profile)
    if (profile.emailVerified && profile.email) {
      await confirmEmailOwnership(deps.db, linkUserId, deps.clock.now(), profile.email)
      if (!(await hasLiveSession(ctx, deps))) await signIn(ctx, deps, linkUserId)
    }
    ctx.state.log.info({ provider: profile.provider, userId: linkUserId, outcome }, 'oauth link')
    redirectToLinkPage(ctx, { linked: profile.provider })
  }

  return router
}

/** Where a link started from account settings ends. */
const LINK_RETURN_PATH = '/profile/account'

function redirectToLinkPage(ctx: AppContext, params: { linked: string } | { linkError: string }) {
  ctx.redirect(`${LINK_RETURN_PATH}?${new URLSearchParams(params)}`)
}

/** Back to the sign-in page with a sentence it shows (and then removes from the address). */
function redirectWithError(ctx: AppContext, message: string) {
  ctx.redirect(`/auth?${new URLSearchParams({ error: message })}`)
}

function cookieOptions(deps: Pick<AppDeps, 'config'>, ctx: AppContext, maxAge: number) {
  const secure = deps.config.publicUrl.startsWith('https:')
  // Behind a TLS-terminating proxy Koa may not know the connection is secure; our public URL says it is.
  if (secure) ctx.cookies.secure = true
  // SameSite=Lax: the provider's redirect back is a top-level GET navigation, which Lax cookies accompany.
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: OAUTH_COOKIE_PATH, signed: true, overwrite: true, maxAge }
}

function writeFlowCookie(ctx: AppContext, deps: Pick<AppDeps, 'config'>, flow: OAuthFlow) {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url')
  ctx.cookies.set(OAUTH_COOKIE, value, cookieOptions(deps, ctx, OAUTH_FLOW_TTL_MS))
}

function clearFlowCookie(ctx: AppContext, deps: Pick<AppDeps, 'config'>) {
  ctx.cookies.set(OAUTH_COOKIE, '', { ...cookieOptions(deps, ctx, 0), expires: new Date(0) })
}

/** The flow from the cookie, or null when it is missing, not signed with our key, or malformed. */
function readFlowCookie(ctx: AppContext): OAuthFlow | null {
  const value = ctx.cookies.get(OAUTH_COOKIE, { signed: true })
  if (!value || value.length > 4000) return null
  try {
    const parsed = OAuthFlow.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
