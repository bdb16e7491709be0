import Router from '@koa/router'
import { AvatarColorUpdate, ProfileUpdate } from '../../contracts/account.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { accountService } from './account.service.ts'

/**
 * Account settings (doc 3 §7):
 * PATCH /api/user/profile       { name }        → the user with the new display name
 * PATCH /api/user/avatar-color  { avatarColor } → the user with the new colour
 */
export function accountRouter(deps: AppDeps): Router<AppState> {
  const account = accountService(deps)
  const router = new Router<AppState>()

  router.patch<SignedInState & Validated<{ body: typeof ProfileUpdate }>>('/api/user/profile', auth(), validate({ body: ProfileUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await account.updateProfile(ctx.state.user.id, ctx.state.body)
  })

  router.patch<SignedInState & Validated<{ body: typeof AvatarColorUpdate }>>('/api/user/avatar-color', auth(), validate({ body: AvatarColorUpdate }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await account.updateAvatarColor(ctx.state.user.id, ctx.state.body)
  })

  return router
}
