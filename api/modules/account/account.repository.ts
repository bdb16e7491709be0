import { inTransaction, type Db } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'

/** The columns that say which ways into an account exist (decision 022). */
export interface SignInFacts {
  email: string | null
  emailVerifiedAt: Date | null
  passwordHash: string | null
  providers: string[]
}

/**
 * Which of these names someone holds, ignoring case: `lower("username") IN (…)`, the expression of the
 * User_lower_username_idx index (prisma/migrations/20261128140000_user_lower_indexes). `lowered` is lower-cased already.
 */
export function heldNamesSql(lowered: string[]): Prisma.Sql {
  return Prisma.sql`SELECT lower("username") AS name FROM "User" WHERE lower("username") IN (${Prisma.join(lowered)})`
}

/** Whether another account holds this name, ignoring case (the same index). */
export function nameHeldByOtherSql(name: string, userId: number): Prisma.Sql {
  return Prisma.sql`SELECT "id" FROM "User" WHERE lower("username") = lower(${name}) AND "id" <> ${userId} LIMIT 1`
}

export function accountRepository(db: Db) {
  return {
    async heldNames(lowered: string[]): Promise<Set<string>> {
      if (lowered.length === 0) return new Set()
      const rows = await db.$queryRaw<{ name: string }[]>(heldNamesSql(lowered))
      return new Set(rows.map((row) => row.name))
    },

    async nameHeldByOther(name: string, userId: number): Promise<boolean> {
      const rows = await db.$queryRaw<{ id: number }[]>(nameHeldByOtherSql(name, userId))
      return rows.length > 0
    },

    async usernameChangedAt(userId: number): Promise<Date | null> {
      return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { usernameChangedAt: true } })).usernameChangedAt
    },

    /** Renames the account and records the change, in one transaction; throws the unique violation when the name is taken. */
    async changeUsername(userId: number, oldUsername: string, newUsername: string, now: Date): Promise<void> {
      await db.$transaction([
        db.user.update({ where: { id: userId }, data: { username: newUsername, usernameChangedAt: now }, select: { id: true } }),
        db.usernameHistory.create({ data: { userId, oldUsername, newUsername, changedAt: now } }),
      ])
    },

    usernameHistory: (userId: number) =>
      db.usernameHistory.findMany({ where: { userId }, orderBy: [{ changedAt: 'desc' }, { id: 'desc' }], select: { oldUsername: true, newUsername: true, changedAt: true } }),

    // Sign-in methods and password (decision 022)

    async signInFacts(userId: number): Promise<SignInFacts> {
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, emailVerifiedAt: true, passwordHash: true, oauthAccounts: { select: { provider: true } } },
      })
      return { email: user.email, emailVerifiedAt: user.emailVerifiedAt, passwordHash: user.passwordHash, providers: user.oauthAccounts.map((account) => account.provider) }
    },

    async unlinkProvider(userId: number, provider: string): Promise<void> {
      await db.oAuthAccount.deleteMany({ where: { userId, provider } })
    },

    passwordFacts: (userId: number) => db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, email: true, emailVerifiedAt: true } }),

    /**
     * Sets the password only if it is still `expected` (a reset or change in between wins), and ends every session
     * of the account but `keepSessionId`, in one transaction. False when the password had changed.
     */
    replacePassword(userId: number, expected: string | null, passwordHash: string, keepSessionId: string | null): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const updated = await tx.user.updateMany({ where: { id: userId, passwordHash: expected }, data: { passwordHash } })
        if (updated.count === 0) return false
        await tx.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } })
        return true
      })
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { passwordHash } })
    },

    // Sessions (the devices list)

    sessionsOf: (userId: number, liveAt?: Date) =>
      db.session.findMany({
        where: { userId, ...(liveAt ? { expiresAt: { gt: liveAt } } : {}) },
        select: { id: true, createdAt: true, lastSeenAt: true, userAgent: true },
        orderBy: { lastSeenAt: 'desc' },
      }),

    async endSession(userId: number, storedId: string): Promise<void> {
      await db.session.deleteMany({ where: { id: storedId, userId } })
    },

    async endOtherSessions(userId: number, keepSessionId: string | null): Promise<number> {
      return (await db.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } })).count
    },

    // Password reset links (LoginCode rows of purpose "password-reset")

    resetAccount: (email: string) => db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, displayName: true } }),

    /** Voids the account's live links of `purpose` and stores a new one, in one transaction. */
    async replaceLink(userId: number, purpose: string, email: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.$transaction([
        db.loginCode.updateMany({ where: { userId, purpose, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } }),
        db.loginCode.create({ data: { email, userId, purpose, codeHash, expiresAt, createdAt: now } }),
      ])
    },

    liveLink: (purpose: string, codeHash: string, now: Date) =>
      db.loginCode.findFirst({ where: { purpose, codeHash, usedAt: null, expiresAt: { gt: now } }, select: { id: true, userId: true } }),

    /** Uses a link up; false when it was used or expired in between. */
    async useLink(id: number, now: Date): Promise<boolean> {
      return (await db.loginCode.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })).count > 0
    },
  }
}

export type AccountRepository = ReturnType<typeof accountRepository>

/**
 * Runs `work` in a transaction in which the account's own row takes turns (a no-op UPDATE locks it on
 * PostgreSQL; SQLite serializes transactions), so two unlinks at once cannot both see the other's method
 * still there and leave the account with none.
 */
export function withAccountLocked<T>(db: Db, userId: number, work: (locked: AccountRepository) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.$executeRaw`UPDATE "User" SET "id" = "id" WHERE "id" = ${userId}`
    return work(accountRepository(tx))
  })
}
