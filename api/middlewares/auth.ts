import type { Middleware } from 'koa'
import type { PublicUser } from '../contracts/user.ts'
import { Forbidden, Unauthorized } from '../errors.ts'
import type { AppState } from '../types.ts'

export type SignedInState = AppState & { user: PublicUser }

/** Refuses visitors with 401 (with the spec's wording for the action, when it has one). Every endpoint that needs a signed-in user starts with this. */
export function auth(message = 'Please sign in to continue.'): Middleware<SignedInState> {
  return async (ctx, next) => {
    if (!ctx.state.user) throw Unauthorized(message)
    await next()
  }
}

export type StaffRole = 'admin' | 'moderator' | 'staff'

const ROLE_MESSAGES: Record<StaffRole, string> = {
  admin: "You don't have permission to access this admin page. Only administrators can view this content.",
  moderator: 'Only moderators and administrators can do this.',
  staff: 'Only staff can do this.',
}

/**
 * Refuses visitors with 401 and signed-in users without the role with 403. 'moderator' admits
 * admins too (they outrank moderators); 'staff' admits either.
 */
export function requireRole(role: StaffRole): Middleware<SignedInState> {
  return async (ctx, next) => {
    const user = ctx.state.user
    if (!user) throw Unauthorized('Please sign in to continue.')
    const allowed = role === 'admin' ? user.isAdmin : user.isStaff
    if (!allowed) throw Forbidden(ROLE_MESSAGES[role])
    await next()
  }
}
