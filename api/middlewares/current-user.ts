import type { Middleware } from 'koa'
import type { PublicUser } from '../contracts/user.ts'
import { resolveSession } from '../modules/auth/sessions.ts'
import { isSuspended, isWriteRefusedWhileSuspended, SuspendedWrite } from '../modules/user/suspension.ts'
import { recordVisit } from '../modules/points/points.service.ts'
import { presentUser } from '../modules/user/user.presenter.ts'
import { userService } from '../modules/user/user.service.ts'
import type { AppContext, AppDeps, AppState } from '../types.ts'

/**
 * Puts the signed-in user (or null) in `ctx.state.user` for API requests. The user and their roles
 * are read from the database on every request, so a role change or a logout takes effect at once.
 * The first API request of a Manila day is the day's visit (decision 024): its point and the streak are
 * written then, and the user this request sees already carries them; other requests of the day only
 * compare the stored last active day. A suspended account's writes stop here with a 403 naming the suspension.
 */
export function currentUser(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.user = null
    // Visitors without any cookie (most cached reads) skip session work entirely.
    if (ctx.path.startsWith('/api/') && ctx.headers.cookie) {
      const row = await loadUserRow(ctx, deps)
      if (row) {
        // A suspended account that still holds a valid session may read, not write (decision 028).
        if (isSuspended(row, deps.clock.now()) && isWriteRefusedWhileSuspended(ctx.method, ctx.path)) throw SuspendedWrite(row)
        const standing = await recordVisit(deps, row.id, row.lastActiveDay)
        ctx.state.user = presentUser(standing ? { ...row, ...standing } : row, deps.config.staff)
      }
    }
    await next()
  }
}

async function loadUserRow(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db' | 'clock'>) {
  if (!ctx.headers.cookie) return null
  const userId = await resolveSession(ctx, deps)
  if (userId === null) return null
  return userService(deps).sessionUser(userId)
}

/**
 * The browser's signed-in user with effective roles, or null. The middleware calls it for /api/ paths;
 * other routes (the generated images) call it only when the answer depends on who asks, so most image
 * requests do no session work.
 */
export async function loadCurrentUser(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Promise<PublicUser | null> {
  const row = await loadUserRow(ctx, deps)
  return row ? presentUser(row, deps.config.staff) : null
}
