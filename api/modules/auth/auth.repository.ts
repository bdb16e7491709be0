import { ignoringCase, type Db } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'
import type { LoginIdentifier } from '../../contracts/auth.ts'
import { suspensionSelect, type SuspensionFacts } from '../user/suspension.ts'

/** A stored session (Session.id is the SHA-256 of the cookie token). */
export interface NewSession {
  id: string
  userId: number
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  userAgent: string | null
}

/** Which LoginCode rows a flow reads: its purpose, and the address and/or the account. */
export interface CodeScope {
  purpose: string
  email?: string
  userId?: number
}

/** A LoginCode row to store (only the code's HMAC). */
export interface NewCode {
  email: string
  userId: number | null
  purpose: string
  codeHash: string
  expiresAt: Date
  createdAt: Date
}

/** A provider identity (OAuthAccount's unique key). */
export interface Identity {
  provider: string
  providerAccountId: string
}

/** What a provider profile may fill in on an account. */
export interface ProfileNames {
  name: string | null
  firstName: string | null
  lastName: string | null
  avatar: string | null
}

/** What sign-in needs to know about an account; never leaves the server. */
export interface AccountRow {
  id: number
  username: string
  email: string | null
  name: string | null
  passwordHash: string | null
}

/**
 * The sign-in lookup: the account an email or username names, ignoring case. `lower("email") = lower($1)` is
 * exactly the expression of the indexes User_lower_email_idx and User_lower_username_idx
 * (prisma/migrations/20261128140000_user_lower_indexes): written any other way (COLLATE NOCASE, ILIKE, lower of
 * a cast) the databases would scan the whole table. An exact-case match wins should two legacy rows differ only
 * in case. Plain SQL because Prisma has no case-insensitive equality on SQLite; it also runs on PostgreSQL.
 * Exported so that tests/api/sign-in-indexes.test.ts explains this very statement.
 */
export function accountLookupSql(identifier: LoginIdentifier): Prisma.Sql {
  const column = identifier.kind === 'email' ? Prisma.sql`"email"` : Prisma.sql`"username"`
  return Prisma.sql`
    SELECT "id", "username", "email", "name", "passwordHash" FROM "User"
    WHERE lower(${column}) = lower(${identifier.value})
    ORDER BY CASE WHEN ${column} = ${identifier.value} THEN 0 ELSE 1 END, "id"
    LIMIT 1`
}

/** Registration's check: is the username or the email taken, ignoring case (both lower() indexes). */
export function accountTakenSql(username: string, email: string): Prisma.Sql {
  return Prisma.sql`SELECT "id" FROM "User" WHERE lower("username") = lower(${username}) OR lower("email") = lower(${email}) LIMIT 1`
}

export function authRepository(db: Db) {
  return {
    async findAccount(identifier: LoginIdentifier): Promise<AccountRow | null> {
      const rows = await db.$queryRaw<AccountRow[]>(accountLookupSql(identifier))
      const row = rows[0]
      return row ? { ...row, id: Number(row.id) } : null
    },

    async accountExists(username: string, email: string): Promise<boolean> {
      const rows = await db.$queryRaw<{ id: number }[]>(accountTakenSql(username, email))
      return rows.length > 0
    },

    /** A password account; throws the unique violation when the username or email is taken (exact case). */
    async createAccount(data: { username: string; email: string; name: string | null; passwordHash: string }): Promise<number> {
      return (await db.user.create({ data, select: { id: true } })).id
    },

    /**
     * An account made by a sign-up code (decision 047): its address is proven by the code, it has no password.
     * Throws the unique violation when the username or the email is taken (exact case; addresses are stored lower-cased).
     */
    async createVerifiedAccount(data: { username: string; email: string; name: string; displayName: string; emailVerifiedAt: Date }): Promise<number> {
      return (await db.user.create({ data, select: { id: true } })).id
    },

    emailState: (userId: number) => db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } }),

    /** The first proof of the address: verified, the password set before it cleared, every session ended. */
    async markEmailProven(userId: number, now: Date): Promise<void> {
      await db.$transaction([db.user.update({ where: { id: userId }, data: { emailVerifiedAt: now, passwordHash: null } }), db.session.deleteMany({ where: { userId } })])
    },

    /** Verifies `email` if it is still the account's unverified address; false when nothing changed. */
    async confirmRegistrantEmail(userId: number, email: string, now: Date): Promise<boolean> {
      const updated = await db.user.updateMany({ where: { id: userId, email, emailVerifiedAt: null }, data: { emailVerifiedAt: now } })
      return updated.count > 0
    },

    // Sessions

    suspensionOf: (userId: number): Promise<SuspensionFacts | null> => db.user.findUnique({ where: { id: userId }, select: suspensionSelect }),

    async createSession(data: NewSession): Promise<void> {
      await db.session.create({ data })
    },

    async deleteSession(id: string): Promise<void> {
      await db.session.deleteMany({ where: { id } })
    },

    async deleteUserSessions(userId: number): Promise<void> {
      await db.session.deleteMany({ where: { userId } })
    },

    findSession: (id: string) => db.session.findUnique({ where: { id }, select: { userId: true, expiresAt: true, lastSeenAt: true } }),

    async sessionExists(id: string): Promise<boolean> {
      return (await db.session.findUnique({ where: { id }, select: { id: true } })) !== null
    },

    async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.session.updateMany({ where: { id }, data: { lastSeenAt, expiresAt } })
    },

    // Mailed codes (sign-in and the purpose codes)

    async lastCodeCreatedAt(scope: CodeScope): Promise<Date | null> {
      const last = await db.loginCode.findFirst({ where: scope, orderBy: { createdAt: 'desc' }, select: { createdAt: true } })
      return last?.createdAt ?? null
    },

    /** Voids the live codes of `voided` and stores `code`, in one transaction; returns the new row's id. */
    async replaceCode(voided: CodeScope, code: NewCode, now: Date): Promise<number> {
      const [, created] = await db.$transaction([
        db.loginCode.updateMany({ where: { ...voided, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } }),
        db.loginCode.create({ data: code, select: { id: true } }),
      ])
      return created.id
    },

    /** The newest usable code of the scope: unused, unexpired, under the attempt limit. */
    liveCode: (scope: CodeScope, now: Date, maxAttempts: number) =>
      db.loginCode.findFirst({ where: { ...scope, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxAttempts } }, orderBy: { id: 'desc' }, select: { id: true, codeHash: true, userId: true } }),

    /** Counts a try on a still-usable code, atomically; false when it is no longer usable. */
    async reserveAttempt(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const reserved = await db.loginCode.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxAttempts } }, data: { attempts: { increment: 1 } } })
      return reserved.count > 0
    },

    /** Whether an older code of the scope had this hash (a code from an earlier mail). */
    async supersededCode(scope: CodeScope, beforeId: number, codeHash: string): Promise<boolean> {
      return (await db.loginCode.findFirst({ where: { ...scope, id: { lt: beforeId }, codeHash }, select: { id: true } })) !== null
    },

    /** A code row of `purpose` by its id, whatever its state (a sign-up token names its row: decision 047). */
    codeById: (id: number, purpose: string) =>
      db.loginCode.findFirst({ where: { id, purpose }, select: { id: true, email: true, codeHash: true, expiresAt: true, usedAt: true } }),

    /** Uses a code up while it is still live; false when it was used (or expired) in between. */
    async useLiveCode(id: number, now: Date): Promise<boolean> {
      return (await db.loginCode.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })).count > 0
    },

    /** Uses a code up; false when it was used already (the same code sent twice at once). */
    async markCodeUsed(id: number, now: Date): Promise<boolean> {
      const used = await db.loginCode.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } })
      return used.count > 0
    },

    // Provider identities (OAuthAccount)

    async identityOwner(identity: Identity): Promise<number | null> {
      return (await db.oAuthAccount.findUnique({ where: { provider_providerAccountId: identity }, select: { userId: true } }))?.userId ?? null
    },

    async hasProvider(userId: number, provider: string): Promise<boolean> {
      return (await db.oAuthAccount.findFirst({ where: { userId, provider }, select: { id: true } })) !== null
    },

    /** Throws the unique violation when someone else holds the identity. */
    async linkIdentity(identity: Identity, userId: number): Promise<void> {
      await db.oAuthAccount.create({ data: { ...identity, userId } })
    },

    accountByEmail: (email: string) => db.user.findUnique({ where: { email }, select: { id: true, name: true, firstName: true, lastName: true, avatar: true } }),

    /** Links the identity to an existing account and fills the names it lacks, in one transaction. */
    async linkIdentityFilling(identity: Identity, userId: number, names: ProfileNames): Promise<void> {
      await db.$transaction([db.oAuthAccount.create({ data: { ...identity, userId } }), db.user.update({ where: { id: userId }, data: names })])
    },

    /** A new account made from a provider profile, with its identity linked. */
    async createOAuthAccount(data: ProfileNames & { username: string; email: string | null }, identity: Identity): Promise<number> {
      return (await db.user.create({ data: { ...data, oauthAccounts: { create: identity } }, select: { id: true } })).id
    },

    /** Usernames that start with `stem`, ignoring case. */
    async usernamesStartingWith(stem: string): Promise<string[]> {
      const rows = await db.user.findMany({ where: { username: ignoringCase(db, { startsWith: stem }) }, select: { username: true } })
      return rows.map((row) => row.username)
    },
  }
}
