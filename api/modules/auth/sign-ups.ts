import { randomBytes } from 'node:crypto'
import { SIGN_UP_TTL_MINUTES, authMessages, type SignUpNeededReply } from '../../contracts/auth.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import { Conflict, InvalidInput } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { findAccount } from './accounts.ts'
import { authRepository } from './auth.repository.ts'
import { hashLoginCode, sameHash } from './login-codes.ts'
import { availableUsername, usernameBase } from './oauth-accounts.ts'

/** LoginCode rows of this purpose hold sign-up tokens (their HMAC); no other flow reads them. */
const PURPOSE = 'sign-up'
const TTL_MS = SIGN_UP_TTL_MINUTES * 60 * 1000
/** Tries when two sign-ups race for the same derived username (the unique index decides, then we pick again). */
const USERNAME_TRIES = 5

const tokenIssue = (message: string) => [{ field: 'token', message }]
const invalidToken = () => InvalidInput(authMessages.signUpInvalid, 'INVALID_SIGN_UP_TOKEN', tokenIssue(authMessages.signUpInvalid))
const expiredToken = () => InvalidInput(authMessages.signUpExpired, 'SIGN_UP_EXPIRED', tokenIssue(authMessages.signUpExpired))
const usedToken = () => Conflict(authMessages.signUpUsed, 'SIGN_UP_USED')
const accountExists = () => Conflict(authMessages.signUpAccountExists, 'ACCOUNT_EXISTS')

/** A token as the contract's pattern allows it: `<row id>.<secret>`. */
function parseToken(token: string): { id: number; secret: string } | null {
  const dot = token.indexOf('.')
  const id = Number(token.slice(0, dot))
  return dot > 0 && Number.isSafeInteger(id) ? { id, secret: token.slice(dot + 1) } : null
}

/** The "name needed" reply of POST /api/verify-login-code; personal, never cached, never logged. */
export function presentSignUpNeeded(email: string, started: { token: string; expiresAt: Date }): SignUpNeededReply {
  return { nameNeeded: true, message: authMessages.nameNeeded, email, signUpToken: started.token, expiresAt: started.expiresAt.toISOString() }
}

/**
 * Sign-up by email code (decision 047). The right code for an address no account uses starts a sign-up: a token
 * of 32 random bytes, named by the id of its LoginCode row (purpose "sign-up") that keeps only its HMAC, bound to
 * the address, 15 minutes, single use; a newer one voids the older. Completing it with a display name creates the
 * account, its address verified (the code proved it), with a username derived from the address as OAuth sign-ups
 * get one. The token is used up in the same transaction that creates the account, so a token sent twice at once
 * makes one account, and a failed creation leaves the token usable.
 */
export function createSignUps(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>) {
  const { db, clock } = deps
  const repo = authRepository(db)
  const secret = deps.config.secrets.sessionSecret
  const hashOf = (email: string, tokenSecret: string) => hashLoginCode(secret, `${PURPOSE}\n${email}`, tokenSecret)

  /** Creates the account in one transaction with the token's use; throws the unique violation of a race. */
  function createOnce(tokenId: number, email: string, name: string, username: string): Promise<number> {
    return inTransaction(db, async (tx) => {
      const txRepo = authRepository(tx)
      const now = clock.now()
      if (!(await txRepo.useLiveCode(tokenId, now))) {
        const row = await txRepo.codeById(tokenId, PURPOSE)
        throw row?.usedAt ? usedToken() : expiredToken()
      }
      return txRepo.createVerifiedAccount({ username, email, name, displayName: name, emailVerifiedAt: now })
    })
  }

  return {
    /** Starts the sign-up of `email` (lower-cased, no account yet): the token to give the browser, and when it ends. */
    async start(email: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now()
      const tokenSecret = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + TTL_MS)
      const id = await repo.replaceCode(
        { email, purpose: PURPOSE },
        { email, userId: null, purpose: PURPOSE, codeHash: hashOf(email, tokenSecret), expiresAt, createdAt: now },
        now,
      )
      return { token: `${id}.${tokenSecret}`, expiresAt }
    },

    /**
     * Creates the account of a sign-up token and returns its id. 400 for a token that is not one of ours or has
     * expired (or was replaced), 409 for a used one or an address that an account took meanwhile.
     */
    async complete(token: string, name: string): Promise<number> {
      const parsed = parseToken(token)
      const row = parsed ? await repo.codeById(parsed.id, PURPOSE) : null
      if (!parsed || !row || !sameHash(row.codeHash, hashOf(row.email, parsed.secret))) throw invalidToken()
      if (row.usedAt) throw usedToken()
      if (row.expiresAt <= clock.now()) throw expiredToken()
      for (let attempt = 1; ; attempt++) {
        if (await findAccount(db, { kind: 'email', value: row.email })) throw accountExists()
        const username = await availableUsername(db, deps.config.staff, usernameBase({ email: row.email, emailVerified: true, name, firstName: null, lastName: null }))
        try {
          return await createOnce(row.id, row.email, name, username)
        } catch (err) {
          // The address or the username was taken at this very moment: the check above tells which, or we pick again.
          if (!isUniqueViolation(err)) throw err
          if (attempt >= USERNAME_TRIES) throw (await findAccount(db, { kind: 'email', value: row.email })) ? accountExists() : err
        }
      }
    },
  }
}
