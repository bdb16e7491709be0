import { createHash, randomBytes } from 'node:crypto'
import type { AppContext, AppDeps } from '../../types.ts'
import { recordVisit } from '../points/points.service.ts'
import { authRepository } from './auth.repository.ts'
import { isSuspended, SuspendedSignIn } from '../user/suspension.ts'

/** A session ends 30 days after it was last used (sliding expiry). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000
/** Sliding writes happen at most this often, so reads do not write on every request. */
const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The cookie's name: with HTTPS, the `__Host-` prefix pins it to our host, path / and Secure. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-gala_session' : 'gala_session'
}

function cookieOptions(deps: Pick<AppDeps, 'config'>, maxAge: number) {
  const secure = deps.config.publicUrl.startsWith('https:')
  // Not signed: the token is random and checked against the database, a signature would add nothing.
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge, overwrite: true, signed: false }
}

function setSessionCookie(ctx: AppContext, deps: Pick<AppDeps, 'config'>, token: string | null) {
  const options = cookieOptions(deps, token ? SESSION_IDLE_MS : 0)
  // Behind a TLS-terminating proxy Koa may not know the connection is secure; our public URL says it is.
  if (options.secure) ctx.cookies.secure = true
  ctx.cookies.set(sessionCookieName(deps.config.publicUrl), token ?? '', { ...options, expires: token ? undefined : new Date(0) })
}

export function readSessionToken(ctx: AppContext, deps: Pick<AppDeps, 'config'>): string | undefined {
  const token = ctx.cookies.get(sessionCookieName(deps.config.publicUrl), { signed: false })
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

/**
 * Signs a user in on this browser: ends the session the browser had (a new id at every sign-in,
 * against session fixation), stores a new one (only the SHA-256 of its 256-bit token) and sets the
 * HttpOnly, SameSite=Lax cookie. A suspended account is refused with a 403 that gives the reason.
 */
export async function signIn(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, userId: number): Promise<void> {
  // Every way in ends here, so a suspended account (decision 028) is refused here, saying why and until when.
  const repo = authRepository(deps.db)
  const suspension = await repo.suspensionOf(userId)
  if (suspension && isSuspended(suspension, deps.clock.now())) throw SuspendedSignIn(suspension)
  const previous = readSessionToken(ctx, deps)
  if (previous) await repo.deleteSession(hashToken(previous))
  const token = randomBytes(32).toString('base64url')
  const now = deps.clock.now()
  await repo.createSession({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    userAgent: ctx.get('User-Agent').slice(0, 300) || null,
  })
  setSessionCookie(ctx, deps, token)
  // Signing in is a visit (decision 024): the user the caller reloads already has the day's point and streak.
  await recordVisit(deps, userId, null)
  ctx.state.user = null // the caller reloads the user it returns; the next request resolves the session
}

/** Ends the browser's session on the server and clears the cookie. */
export async function signOut(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db'>): Promise<void> {
  const token = readSessionToken(ctx, deps)
  if (token) await authRepository(deps.db).deleteSession(hashToken(token))
  setSessionCookie(ctx, deps, null)
  ctx.state.user = null
}

/** Ends every session of a user (e.g. after a password change or an account is disabled). */
export async function signOutEverywhere(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  await authRepository(deps.db).deleteUserSessions(userId)
}

/** Whether the browser's session still exists (linking a provider may have ended the others). */
export async function hasLiveSession(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db'>): Promise<boolean> {
  const token = readSessionToken(ctx, deps)
  return token ? authRepository(deps.db).sessionExists(hashToken(token)) : false
}

/**
 * Resolves the browser's session to its user id, sliding the expiry forward. Returns null for visitors. An expired or
 * unknown session leaves the cookie alone: the answer to a request sent with an old cookie can arrive after the
 * browser signed in again (another tab, or a request still in flight at sign-out), and clearing the cookie then would
 * sign the person out of their new session. The old token opens nothing, and the browser drops it when it expires.
 */
export async function resolveSession(ctx: AppContext, deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): Promise<number | null> {
  const token = readSessionToken(ctx, deps)
  if (!token) return null
  const id = hashToken(token)
  const repo = authRepository(deps.db)
  const session = await repo.findSession(id)
  const now = deps.clock.now()
  if (!session || session.expiresAt <= now) {
    if (session) await repo.deleteSession(id)
    return null
  }
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(id, now, new Date(now.getTime() + SESSION_IDLE_MS))
    setSessionCookie(ctx, deps, token)
  }
  return session.userId
}
