import { createHmac } from 'node:crypto'
import { accountSecurityMessages as messages } from '../../contracts/account-security.ts'
import type { CtcAccountStatus, SessionInfo, SignInMethods } from '../../contracts/account-security.ts'
import { OAUTH_PROVIDER_LABELS, type OAuthProvider } from '../../contracts/oauth.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { Db } from '../../db.ts'
import { Conflict, InvalidInput, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { configuredProviders } from '../auth/oauth-clients.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { accountRepository, withAccountLocked, type AccountRepository } from './account.repository.ts'
import { describeUserAgent } from './user-agent.ts'

/** What counts as a way in (decision 022): a verified address (code sign-in), a password, each linked provider. */
export async function signInMethods(db: Db, userId: number): Promise<SignInMethods & { email: string | null }> {
  return methodsFrom(accountRepository(db), userId)
}

async function methodsFrom(repo: AccountRepository, userId: number): Promise<SignInMethods & { email: string | null }> {
  const user = await repo.signInFacts(userId)
  const providers = new Set(user.providers)
  return {
    email: user.email,
    emailCode: Boolean(user.email && user.emailVerifiedAt),
    password: Boolean(user.passwordHash),
    google: providers.has('google'),
    facebook: providers.has('facebook'),
  }
}

const countWaysIn = (methods: SignInMethods) => [methods.emailCode, methods.password, methods.google, methods.facebook].filter(Boolean).length

/**
 * Linked accounts (doc 3's account-integration status) and the password on account settings (decision 022).
 */
export function accountSecurityService(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  const { db } = deps
  const repo = accountRepository(db)

  return {
    async status(user: PublicUser): Promise<CtcAccountStatus> {
      const { email, ...methods } = await signInMethods(db, user.id)
      return {
        hasCtcAccountId: false,
        ctcAccountId: null,
        email,
        emailVerified: methods.emailCode,
        methods,
        providersAvailable: configuredProviders(deps.config.oauth),
      }
    },

    /** Removes a provider link unless it is the last way in (409). 404 when the provider is not linked. */
    async unlink(userId: number, provider: OAuthProvider): Promise<void> {
      const label = OAUTH_PROVIDER_LABELS[provider]
      // The account's row is locked for the check and the removal: two unlinks at once cannot both pass.
      await withAccountLocked(db, userId, async (locked) => {
        const methods = await methodsFrom(locked, userId)
        if (!methods[provider]) throw NotFound(messages.notLinked(label), 'NOT_LINKED')
        if (countWaysIn(methods) <= 1) throw Conflict(messages.lastWayIn(label), 'LAST_SIGN_IN_METHOD')
        await locked.unlinkProvider(userId, provider)
      })
    },

    /**
     * Sets a password (none yet: the address must be verified) or changes it (the current one must match).
     * Either way every other session of the account ends; this one stays. Returns whether it was a change.
     */
    async setPassword(userId: number, currentSessionId: string | null, currentPassword: string | undefined, newPassword: string): Promise<'set' | 'changed'> {
      const user = await repo.passwordFacts(userId)
      if (user.passwordHash) {
        if (!currentPassword) {
          throw InvalidInput(messages.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED', [{ field: 'currentPassword', message: messages.currentPasswordRequired }])
        }
        if (!(await verifyPassword(user.passwordHash, currentPassword))) {
          throw InvalidInput(messages.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG', [{ field: 'currentPassword', message: messages.currentPasswordWrong }])
        }
        if (currentPassword === newPassword) {
          throw InvalidInput(messages.samePassword, 'SAME_PASSWORD', [{ field: 'newPassword', message: messages.samePassword }])
        }
      } else if (!user.email || !user.emailVerifiedAt) {
        throw Conflict(messages.emailNotVerified, 'EMAIL_NOT_VERIFIED')
      }
      const passwordHash = await hashPassword(newPassword)
      // Only if the password is still the one checked: a reset or change in between wins, this one fails.
      if (!(await repo.replacePassword(userId, user.passwordHash, passwordHash, currentSessionId))) {
        throw InvalidInput(messages.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG', [{ field: 'currentPassword', message: messages.currentPasswordWrong }])
      }
      return user.passwordHash ? 'changed' : 'set'
    },
  }
}

/**
 * Signed-in devices (decision 022). The stored Session.id is the SHA-256 of the cookie token, so it never
 * leaves the server: the API names a session by an HMAC of it under the server's secret (22 base64url
 * characters), which cannot be turned back into the stored id, let alone the token.
 */
export function sessionsService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const repo = accountRepository(deps.db)
  const secret = deps.config.secrets.sessionSecret
  const publicId = (storedId: string) => createHmac('sha256', secret).update(`session-public-id:${storedId}`).digest('base64url').slice(0, 22)

  /** The caller's own unexpired-or-not sessions; a few rows per person, so matching public ids in memory is fine. */
  const sessionsOf = (userId: number) => repo.sessionsOf(userId)

  return {
    publicId,

    async list(userId: number, currentSessionId: string | null, now: Date): Promise<SessionInfo[]> {
      const rows = await repo.sessionsOf(userId, now)
      const sessions = rows.map((row) => ({
        id: publicId(row.id),
        ...describeUserAgent(row.userAgent),
        location: messages.unknownLocation,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }))
      // This device first, then the most recently seen.
      return sessions.sort((a, b) => Number(b.current) - Number(a.current))
    },

    /** The stored id behind a public id among the user's own sessions; 404 otherwise (someone else's is "not found" too). */
    async resolve(userId: number, id: string): Promise<string> {
      const match = (await sessionsOf(userId)).find((row) => publicId(row.id) === id)
      if (!match) throw NotFound(messages.sessionNotFound, 'SESSION_NOT_FOUND')
      return match.id
    },

    /** Ends one session; its push subscriptions end with it (the foreign key cascades, as on logout). */
    async end(userId: number, storedId: string): Promise<void> {
      await repo.endSession(userId, storedId)
    },

    /** Ends every session of the user but this one. */
    async endOthers(userId: number, currentSessionId: string | null): Promise<number> {
      return repo.endOtherSessions(userId, currentSessionId)
    },
  }
}
