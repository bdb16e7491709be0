import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaClient } from './generated/prisma/client.ts'
import { absoluteSqliteUrl } from './env.ts'

export type Db = PrismaClient

/**
 * Opens the database through the better-sqlite3 driver adapter (no Rust query engine).
 * The caller owns the client and closes it with `db.$disconnect()`.
 */
export function createDb(databaseUrl: string): Db {
  const adapter = new PrismaBetterSQLite3({ url: absoluteSqliteUrl(databaseUrl) })
  return new PrismaClient({ adapter })
}
