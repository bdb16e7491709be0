import type { Db } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'

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
  }
}
