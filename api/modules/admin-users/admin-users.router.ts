import Router from '@koa/router'
import { AdminRoleUpdate, AdminSuspend, AdminUserIdParams, AdminUserSearch, adminUsersMessages as messages } from '../../contracts/admin-users.ts'
import type { AdminUserActionReply, AdminUserDetail, AdminUserList } from '../../contracts/admin-users.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminUsersService } from './admin-users.service.ts'

/**
 * /admin/users (issue 15, decision 028), administrators only:
 * GET    /api/admin/users?q=&role=&suspended=&page=   → search by name, username or email (20 a page)
 * GET    /api/admin/users/{id}                        → the account, its posts, reports, sessions, sign-in methods, history
 * PUT    /api/admin/users/{id}/role { role }          → give or take moderator/admin (409 LAST_ADMIN)
 * POST   /api/admin/users/{id}/suspension { reason, until? } → suspend; every session ends
 * DELETE /api/admin/users/{id}/suspension             → lift it
 */
export function adminUsersRouter(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router<AppState> {
  const users = adminUsersService(deps)
  const router = new Router<AppState>()
  type WithId = SignedInState & Validated<{ params: typeof AdminUserIdParams }>

  router.get<SignedInState & Validated<{ query: typeof AdminUserSearch }>>('/api/admin/users', requireRole('admin'), validate({ query: AdminUserSearch }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = (await users.search(ctx.state.query)) satisfies AdminUserList
  })

  router.get<WithId>('/api/admin/users/:id', requireRole('admin'), validate({ params: AdminUserIdParams }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = (await users.detail(ctx.state.params.id)) satisfies AdminUserDetail
  })

  router.put<SignedInState & Validated<{ params: typeof AdminUserIdParams; body: typeof AdminRoleUpdate }>>(
    '/api/admin/users/:id/role',
    requireRole('admin'),
    validate({ params: AdminUserIdParams, body: AdminRoleUpdate }),
    async (ctx) => {
      await users.setRole(ctx.state, ctx.state.params.id, ctx.state.body.role)
      const user = await users.userFacts(ctx.state.params.id)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { message: messages.roleChanged(user.username, user.role), user } satisfies AdminUserActionReply
    },
  )

  router.post<SignedInState & Validated<{ params: typeof AdminUserIdParams; body: typeof AdminSuspend }>>(
    '/api/admin/users/:id/suspension',
    requireRole('admin'),
    validate({ params: AdminUserIdParams, body: AdminSuspend }),
    async (ctx) => {
      await users.suspend(ctx.state, ctx.state.params.id, ctx.state.body.reason, ctx.state.body.until)
      const user = await users.userFacts(ctx.state.params.id)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { message: messages.suspended(user.username), user } satisfies AdminUserActionReply
    },
  )

  router.delete<WithId>('/api/admin/users/:id/suspension', requireRole('admin'), validate({ params: AdminUserIdParams }), async (ctx) => {
    await users.lift(ctx.state, ctx.state.params.id)
    const user = await users.userFacts(ctx.state.params.id)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: messages.lifted(user.username), user } satisfies AdminUserActionReply
  })

  return router
}
