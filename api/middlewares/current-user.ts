import type { Middleware } from 'koa'
import type { PublicUser } from '../contracts/user.ts'
import { resolveSession } from '../modules/auth/sessions.ts'
import { presentUser, publicUserSelect } from '../modules/user/user.presenter.ts'
import type { AppContext, AppDeps, AppState } from '../types.ts'

/**
 * Puts the signed-in user (or null) in `ctx.state.user` for API requests. The user and their roles
 * are read from the database on every request, so a role change or a logout takes effect at once.
 */
export function currentUser(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.user = null
    // Visitors without any cookie (most cached reads) skip session work entirely.
    if (ctx.path.startsWith('/api/') && ctx.headers.cookie) ctx.state.user = await loadCurrentUser(ctx, deps)
    await next()
  }
}

/**
 * The browser's signed-in user with effective roles, or null. The middleware calls it for /api/ paths;
 * other routes (the generated images) call it only when the answer depends on who asks, so most image
 * requests do no session work.
 */
export async function loadCurrentUser(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Promise<PublicUser | null> {
  if (!ctx.headers.cookie) return null
  const userId = await resolveSession(ctx, deps)
  if (userId === null) return null
  const row = await deps.db.user.findUnique({ where: { id: userId }, select: publicUserSelect })
  return row ? presentUser(row, deps.config.staff) : null
}
