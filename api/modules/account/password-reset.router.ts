import Router from '@koa/router'
import { ForgotPassword, ResetPassword, passwordResetMessages } from '../../contracts/password-reset.ts'
import { TooManyRequests } from '../../errors.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { createLimit } from '../auth/rate-limits.ts'
import { signOut } from '../auth/sessions.ts'
import { passwordResets } from './password-reset.ts'

/**
 * POST /api/forgot-password { email }           → always the same 200 (rate limited per IP and per address)
 * POST /api/reset-password  { token, password } → 200; every session of the account ends, this browser's too
 */
export function passwordResetRouter(deps: AppDeps): Router<AppState> {
  const resets = passwordResets(deps)
  const tooMany = (s: number) => TooManyRequests(s, passwordResetMessages.tooMany)
  const limits = {
    perIp: createLimit(deps, 'forgotPasswordPerIp', tooMany),
    perEmail: createLimit(deps, 'forgotPasswordPerEmail', tooMany),
    resetPerIp: createLimit(deps, 'resetPasswordPerIp', tooMany),
  }
  const router = new Router<AppState>()

  router.post<AppState & Validated<{ body: typeof ForgotPassword }>>('/api/forgot-password', validate({ body: ForgotPassword }), async (ctx) => {
    await limits.perIp.consume(ctx.ip)
    // Over the per-address limit the reply stays the same; only the mail is skipped (no hint either way).
    const mayMail = await limits.perEmail.consume(ctx.state.body.email).then(
      () => true,
      () => false,
    )
    if (mayMail) await resets.request(ctx.state.body.email, ctx.state.log)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: passwordResetMessages.sent }
  })

  router.post<AppState & Validated<{ body: typeof ResetPassword }>>('/api/reset-password', validate({ body: ResetPassword }), async (ctx) => {
    await limits.resetPerIp.consume(ctx.ip)
    await resets.reset(ctx.state.body.token, ctx.state.body.password)
    await signOut(ctx, deps)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: passwordResetMessages.done }
  })

  return router
}
