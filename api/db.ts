import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { Prisma, PrismaClient } from './generated/prisma/client.ts'
import { PrismaClient as PostgresPrismaClient } from './generated/prisma-pg/client.ts'
import { isPostgresUrl, postgresAdapter } from './db-postgres.ts'
import { absoluteSqliteUrl } from './env.ts'

export type Db = PrismaClient

/**
 * Whether a write failed on a unique index (Prisma's P2002), on either database: the one check every repository
 * uses to turn a lost race or a duplicate into "already there".
 */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** Limits of an interactive transaction: long enough to wait behind SQLite's one writer under load. */
export const TX_LIMITS = { maxWait: 15_000, timeout: 15_000 } as const

/**
 * Runs `work` in one interactive transaction and hands it a client bound to that transaction. Services use this
 * (never `db.$transaction`) when several repositories must change together: they build the repositories from the
 * handle they get (`postsRepository(tx)`), so Prisma stays behind the repositories and this file.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, limits: { maxWait?: number; timeout?: number } = TX_LIMITS): Promise<T> {
  return db.$transaction((tx) => work(tx as Db), limits)
}

/** Which database a client talks to; the few SQL statements written by hand differ (api/sql.ts). */
export type Dialect = 'sqlite' | 'postgresql'

/**
 * Opens the database through a driver adapter (no Rust query engine): better-sqlite3 for `file:` URLs,
 * @prisma/adapter-pg for `postgresql://` URLs. The caller owns the client and closes it with `db.$disconnect()`.
 *
 * A Prisma client is compiled for one provider (it refuses an adapter of another), so PostgreSQL uses the
 * client generated from prisma/postgresql/schema.prisma. That schema is generated from prisma/schema.prisma
 * with the same models (npm run db:pg-schema, checked by tests/unit/pg-schema.test.ts), so both clients have
 * the same API and the PostgreSQL one is typed as the SQLite one.
 */
export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    return new PostgresPrismaClient({ adapter: postgresAdapter(databaseUrl) }) as unknown as Db
  }
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: absoluteSqliteUrl(databaseUrl) }) })
}

/**
 * The dialect of a client or a transaction client: the provider the client was generated for (the interactive
 * transaction client reads it from its parent). The PostgreSQL test run fails loudly should this ever change.
 */
export function dialectOf(db: object): Dialect {
  return (db as { _activeProvider?: string })._activeProvider === 'postgresql' ? 'postgresql' : 'sqlite'
}

/**
 * A string filter (contains, startsWith …) that ignores case on both databases, as the SQLite one always
 * did: Prisma's filters are LIKE there, which ignores ASCII case, while on PostgreSQL LIKE is case-sensitive
 * and Prisma needs mode 'insensitive' (ILIKE), which the SQLite client's types do not know.
 */
export function ignoringCase<F extends object>(db: object, filter: F): F {
  return dialectOf(db) === 'postgresql' ? ({ ...filter, mode: 'insensitive' } as F) : filter
}
