import type { Db } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'
import type { LoginIdentifier } from '../../contracts/auth.ts'

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
  }
}
