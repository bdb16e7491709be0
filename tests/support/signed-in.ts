import { randomBytes } from 'node:crypto'
import { hashToken, SESSION_IDLE_MS } from '../../api/modules/auth/sessions.ts'
import { createUser } from '../factories/index.ts'
import type { TestApp } from './test-app.ts'

/** A real session row for the user (as after signing in); returns its cookie token. */
export async function createSession(app: TestApp, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = app.deps.clock.now()
  await app.deps.db.session.create({
    data: { id: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) },
  })
  return token
}

/** A new user with a real session, and the Cookie header that signs in as them (API tests). */
export async function signedInUser(app: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.deps.db, overrides)
  const token = await createSession(app, user.id)
  return { user, token, headers: { Cookie: `gala_session=${token}` } }
}
