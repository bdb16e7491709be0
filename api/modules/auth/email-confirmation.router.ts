import Router from '@koa/router'
import { EMAIL_CONFIRMATION_RESEND_SECONDS, VerifyEmailConfirmation, emailConfirmationMessages } from '../../contracts/email-confirmation.ts'
import { authMessages } from '../../contracts/auth.ts'
import { Conflict, HighTraffic, TooManyRequests } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppContext, AppDeps, AppState } from '../../types.ts'
import { userService } from '../user/user.service.ts'
import { createEmailConfirmations, type ConfirmationAccount } from './email-confirmation.ts'
import { createLimit, type Limit } from './rate-limits.ts'

const alreadyConfirmed = () => Conflict(emailConfirmationMessages.alreadyConfirmed, 'ALREADY_CONFIRMED')

/** The signed-in account with an address still to confirm; 409 when there is nothing to confirm. */
function unconfirmedAccount(ctx: AppContext): ConfirmationAccount {
  const user = (ctx.state as SignedInState).user
  if (!user.email) throw Conflict(emailConfirmationMessages.noEmail, 'NO_EMAIL')
  if (user.emailVerified) throw alreadyConfirmed()
  return { id: user.id, email: user.email, name: user.displayName ?? user.name }
}

/**
 * The signed-in person's address confirmation (decision 015):
 * GET  /api/user/email-confirmation         → { email, emailVerified, resendAfter }
 * POST /api/user/email-confirmation         → mails a new code (429 with the seconds to wait within 60 s)
 * POST /api/user/email-confirmation/verify  { code } → the user, now with emailVerified (and any staff role)
 */
export function emailConfirmationRouter(deps: AppDeps, confirmations = createEmailConfirmations(deps)): Router<AppState> {
  const router = new Router<AppState>()
  const highTraffic = (retryAfter: number) => HighTraffic(retryAfter, authMessages.highTraffic)
  const limits: Record<'requests' | 'verify', Limit> = {
    requests: createLimit(deps, 'emailConfirmationRequestsPerAccount', highTraffic),
    verify: createLimit(deps, 'emailConfirmationVerifyPerIp', (s) => TooManyRequests(s, emailConfirmationMessages.tooManyTries), deps.config.emailConfirmationsPerIp),
  }

  router.get('/api/user/email-confirmation', auth(), async (ctx) => {
    const { email, emailVerified, id } = ctx.state.user
    const resendAfter = email && !emailVerified ? await confirmations.cooldownSeconds({ id, email }) : 0
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { email, emailVerified, resendAfter }
  })

  router.post('/api/user/email-confirmation', auth(), async (ctx) => {
    const account = unconfirmedAccount(ctx)
    const wait = await confirmations.cooldownSeconds(account)
    if (wait > 0) throw TooManyRequests(wait, emailConfirmationMessages.resendTooSoon(wait))
    await limits.requests.consume(String(account.id))
    confirmations.deliver(account, await confirmations.issue(account), ctx.state.log)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: emailConfirmationMessages.sent, retryAfter: EMAIL_CONFIRMATION_RESEND_SECONDS }
  })

  router.post<SignedInState & Validated<{ body: typeof VerifyEmailConfirmation }>>('/api/user/email-confirmation/verify', auth(), validate({ body: VerifyEmailConfirmation }), async (ctx) => {
    await limits.verify.consume(ctx.ip)
    const account = unconfirmedAccount(ctx)
    await confirmations.verify(account, ctx.state.body.code)
    const user = await userService(deps).presented(account.id)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = user
  })

  return router
}
