import Router from '@koa/router'
import { AvatarColorUpdate, ProfileUpdate } from '../../contracts/account.ts'
import { authMessages } from '../../contracts/auth.ts'
import { ChangeUsername, usernameMessages } from '../../contracts/username.ts'
import { Forbidden, HighTraffic, TooManyRequests } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { createLimit } from '../auth/rate-limits.ts'
import { requireUserId } from '../users/user-lookup.ts'
import { accountService } from './account.service.ts'
import { usernameService } from './username.service.ts'

/**
 * Account settings (doc 3 §7):
 * PATCH /api/user/profile                     { name }        → the user with the new display name
 * PATCH /api/user/avatar-color                { avatarColor } → the user with the new colour
 * POST  /api/user/request-username-change-code                → mails a 6-digit code to the account email
 * POST  /api/user/change-username             { newUsername, verificationCode } → the user with the new name
 * GET   /api/users/{id}/username-history                      → the owner's changes (403 for anyone else)
 */
export function accountRouter(deps: AppDeps): Router<AppState> {
  const account = accountService(deps)
  const usernames = usernameService(deps)
  const limits = {
    requests: createLimit(deps, 'usernameChangeRequestsPerAccount', (s) => HighTraffic(s, authMessages.highTraffic)),
    tries: createLimit(deps, 'usernameChangeTriesPerAccount', (s) => TooManyRequests(s, usernameMessages.tooManyTries)),
  }
  const router = new Router<AppState>()

  router.patch<SignedInState & Validated<{ body: typeof ProfileUpdate }>>('/api/user/profile', auth(), validate({ body: ProfileUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await account.updateProfile(ctx.state.user.id, ctx.state.body)
  })

  router.patch<SignedInState & Validated<{ body: typeof AvatarColorUpdate }>>('/api/user/avatar-color', auth(), validate({ body: AvatarColorUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await account.updateAvatarColor(ctx.state.user.id, ctx.state.body)
  })

  router.post<SignedInState>('/api/user/request-username-change-code', auth(), async (ctx) => {
    await limits.requests.check(String(ctx.state.user.id))
    const reply = await usernames.requestCode(ctx.state.user, ctx.state.log)
    await limits.requests.consume(String(ctx.state.user.id))
    ctx.set('Cache-Control', 'no-store')
    ctx.body = reply
  })

  router.post<SignedInState & Validated<{ body: typeof ChangeUsername }>>('/api/user/change-username', auth(), validate({ body: ChangeUsername }), async (ctx) => {
    await limits.tries.consume(String(ctx.state.user.id))
    const { newUsername, verificationCode } = ctx.state.body
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await usernames.change(ctx.state.user, newUsername, verificationCode)
  })

  router.get<SignedInState>('/api/users/:id/username-history', auth(), async (ctx) => {
    const id = await requireUserId(deps.db, ctx.params.id ?? '')
    if (id !== ctx.state.user.id && !ctx.state.user.isStaff) throw Forbidden('You can only see your own username history')
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await usernames.history(id)
  })

  return router
}
