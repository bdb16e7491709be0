import Router from '@koa/router'
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS, oauthErrorMessages, safeRedirectPath } from '../../contracts/oauth.ts'
import type { OAuthProvidersReply } from '../../contracts/oauth.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { confirmEmailOwnership } from './accounts.ts'
import { findOrCreateOAuthUser } from './oauth-accounts.ts'
import { configuredProviders, createOAuthClients } from './oauth-clients.ts'
import { beginSignIn, completeSignIn, describeError, OAuthFlow, OAuthSignInError, OAUTH_FLOW_TTL_MS } from './oauth.service.ts'
import { signIn } from './sessions.ts'

/** The signed cookie that binds a sign-in in progress to this browser (state, PKCE verifier, nonce). */
export const OAUTH_COOKIE = 'gala_oauth'
const OAUTH_COOKIE_PATH = '/api/auth'

/**
 * Google (OpenID Connect) and Facebook (OAuth 2.0) sign-in, as full-page redirects:
 * GET /api/auth/providers → which are configured;
 * GET /api/auth/{provider}?redirect_to=/path → 302 to the provider;
 * GET /api/auth/{provider}/callback → session + 302 to redirect_to, or 302 to /auth?error=<message>.
 */
export function oauthRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>()
  const clients = createOAuthClients(deps.config.oauth)

  router.get('/api/auth/providers', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = configuredProviders(deps.config.oauth) satisfies OAuthProvidersReply
  })

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
        const { userId, outcome } = await findOrCreateOAuthUser(deps.db, deps.config.staff, profile)
        if (profile.emailVerified && profile.email) await confirmEmailOwnership(deps.db, userId, deps.clock.now(), profile.email)
        await signIn(ctx, deps, userId)
        ctx.state.log.info({ provider, userId, outcome }, 'oauth sign-in')
        ctx.redirect(safeRedirectPath(flow?.redirectTo))
      } catch (err) {
        // A full-page navigation: even an unexpected failure (e.g. the database) lands on /auth with a sentence.
        if (!(err instanceof OAuthSignInError)) {
          ctx.state.log.error({ provider, err }, 'oauth sign-in crashed')
          return redirectWithError(ctx, oauthErrorMessages.providerError(label))
        }
        ctx.state.log.warn({ provider, reason: err.reason, ...err.detail }, 'oauth sign-in refused')
        redirectWithError(ctx, err.userMessage(provider))
      }
    })
  }
  return router
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
