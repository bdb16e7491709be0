import Router from '@koa/router'
import { authMessages } from '../../contracts/auth.ts'
import { DeleteAccount, PRIVACY_PATHS, PrivacyUpdate, privacyMessages } from '../../contracts/privacy.ts'
import { HighTraffic, TooManyRequests } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { createLimit } from '../auth/rate-limits.ts'
import { signOut } from '../auth/sessions.ts'
import { privacyService } from './privacy.service.ts'

/**
 * Privacy & data (issue 13; decision 023):
 * GET    /api/user/privacy                                → { activityPrivate }
 * PATCH  /api/user/privacy { activityPrivate }            → { activityPrivate }
 * GET    /api/user/export                                 → the JSON file of everything stored about the account
 * POST   /api/user/request-account-deletion-code          → mails a 6-digit code to the account email
 * DELETE /api/user         { verificationCode }           → deletes the account; every device is signed out
 */
export function privacyRouter(deps: AppDeps): Router<AppState> {
  const privacy = privacyService(deps)
  const limits = {
    requests: createLimit(deps, 'accountDeletionRequestsPerAccount', (s) => HighTraffic(s, authMessages.highTraffic)),
    tries: createLimit(deps, 'accountDeletionTriesPerAccount', (s) => TooManyRequests(s, privacyMessages.tooManyTries)),
    exports: createLimit(deps, 'dataExportsPerAccount', (s) => HighTraffic(s, authMessages.highTraffic)),
  }
  const router = new Router<AppState>()

  router.get<SignedInState>(PRIVACY_PATHS.settings, auth(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await privacy.settings(ctx.state.user.id)
  })

  router.patch<SignedInState & Validated<{ body: typeof PrivacyUpdate }>>(PRIVACY_PATHS.settings, auth(), validate({ body: PrivacyUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await privacy.update(ctx.state.user.id, ctx.state.body)
  })

  router.get<SignedInState>(PRIVACY_PATHS.export, auth(), async (ctx) => {
    await limits.exports.consume(String(ctx.state.user.id))
    const { fileName, body } = await privacy.exportData(ctx.state.user)
    ctx.set('Cache-Control', 'no-store')
    ctx.attachment(fileName)
    ctx.type = 'application/json'
    ctx.body = `${JSON.stringify(body, null, 2)}\n`
  })

  router.post<SignedInState>(PRIVACY_PATHS.requestDeletionCode, auth(), async (ctx) => {
    await limits.requests.check(String(ctx.state.user.id))
    const reply = await privacy.requestDeletionCode(ctx.state.user, ctx.state.log)
    await limits.requests.consume(String(ctx.state.user.id))
    ctx.set('Cache-Control', 'no-store')
    ctx.body = reply
  })

  router.delete<SignedInState & Validated<{ body: typeof DeleteAccount }>>(PRIVACY_PATHS.deleteAccount, auth(), validate({ body: DeleteAccount }), async (ctx) => {
    await limits.tries.consume(String(ctx.state.user.id))
    await privacy.deleteAccount(ctx.state.user, ctx.state.body.verificationCode)
    // The account's sessions are gone with it; this clears the cookie of the browser that asked.
    await signOut(ctx, deps)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: privacyMessages.deleted }
  })

  return router
}
