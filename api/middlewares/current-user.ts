import type { Middleware } from 'koa'
import { resolveSession } from '../modules/auth/sessions.ts'
import { presentUser, publicUserSelect } from '../modules/user/user.presenter.ts'
import type { AppDeps, AppState } from '../types.ts'

/**
 * Puts the signed-in user (or null) in `ctx.state.user` for API requests. The user and their roles
 * are read from the database on every request, so a role change or a logout takes effect at once.
 */
export function currentUser(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.user = null
    // Visitors without any cookie (most cached reads) skip session work entirely.
    if (ctx.path.startsWith('/api/') && ctx.headers.cookie) {
      const userId = await resolveSession(ctx, deps)
      if (userId !== null) {
        const row = await deps.db.user.findUnique({ where: { id: userId }, select: publicUserSelect })
        ctx.state.user = row ? presentUser(row, deps.config.staff) : null
      }
    }
    await next()
  }
}
