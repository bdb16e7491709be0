import Router from '@koa/router'
import { LinkedAccountParams, PasswordUpdate, SessionParams, accountSecurityMessages as messages } from '../../contracts/account-security.ts'
import type { CtcAccountStatus, MessageReply, SessionsReply, SignOutOthersReply } from '../../contracts/account-security.ts'
import { OAUTH_PROVIDER_LABELS } from '../../contracts/oauth.ts'
import { TooManyRequests } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { createLimit } from '../auth/rate-limits.ts'
import { hashToken, readSessionToken, signOut } from '../auth/sessions.ts'
import { accountSecurityService, sessionsService } from './account-security.service.ts'

/**
 * Linked accounts, password and signed-in devices on account settings (decision 022):
 * GET    /api/user/ctc-account-status            → doc 3's account status + the sign-in methods
 * DELETE /api/user/linked-accounts/{provider}    → unlinks Google or Facebook (409 when it is the last way in)
 *   (POST /api/user/linked-accounts/{provider}, which starts linking, lives with the OAuth flow: oauth.router.ts)
 * PUT    /api/user/password { currentPassword?, newPassword } → sets or changes it; other sessions end
 * GET    /api/user/sessions                      → the signed-in devices
 * DELETE /api/user/sessions/{id}                 → signs that device out (404 for anyone else's)
 * POST   /api/user/sessions/sign-out-others      → signs out every other device
 */
export function accountSecurityRouter(deps: AppDeps): Router<AppState> {
  const security = accountSecurityService(deps)
  const sessions = sessionsService(deps)
  // Each wrong current password costs an argon2 verify: guessing through a stolen session is throttled too.
  const passwordTries = createLimit(deps, 'passwordChangeTriesPerAccount', (s) => TooManyRequests(s, messages.tooManyTries))
  const currentSessionId = (ctx: AppContext) => {
    const token = readSessionToken(ctx, deps)
    return token ? hashToken(token) : null
  }
  const router = new Router<AppState>()

  router.get<SignedInState>('/api/user/ctc-account-status', auth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = (await security.status(ctx.state.user)) satisfies CtcAccountStatus
  })

  router.delete<SignedInState & Validated<{ params: typeof LinkedAccountParams }>>(
    '/api/user/linked-accounts/:provider',
    auth(),
    validate({ params: LinkedAccountParams }),
    async (ctx) => {
      const { provider } = ctx.state.params
      await security.unlink(ctx.state.user.id, provider)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { message: messages.unlinked(OAUTH_PROVIDER_LABELS[provider]) } satisfies MessageReply
    },
  )

  router.put<SignedInState & Validated<{ body: typeof PasswordUpdate }>>('/api/user/password', auth(), validate({ body: PasswordUpdate }), async (ctx) => {
    await passwordTries.consume(String(ctx.state.user.id))
    const { currentPassword, newPassword } = ctx.state.body
    const outcome = await security.setPassword(ctx.state.user.id, currentSessionId(ctx), currentPassword, newPassword)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: outcome === 'set' ? messages.passwordSet : messages.passwordChanged } satisfies MessageReply
  })

  router.get<SignedInState>('/api/user/sessions', auth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = { data: await sessions.list(ctx.state.user.id, currentSessionId(ctx), deps.clock.now()) } satisfies SessionsReply
  })

  router.post<SignedInState>('/api/user/sessions/sign-out-others', auth(), async (ctx) => {
    const ended = await sessions.endOthers(ctx.state.user.id, currentSessionId(ctx))
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: messages.signedOutOthers, ended } satisfies SignOutOthersReply
  })

  router.delete<SignedInState & Validated<{ params: typeof SessionParams }>>('/api/user/sessions/:id', auth(), validate({ params: SessionParams }), async (ctx) => {
    const storedId = await sessions.resolve(ctx.state.user.id, ctx.state.params.id)
    // This device: the same as logging out (the cookie is cleared too).
    if (storedId === currentSessionId(ctx)) await signOut(ctx, deps)
    else await sessions.end(ctx.state.user.id, storedId)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: messages.signedOutDevice } satisfies MessageReply
  })

  return router
}
