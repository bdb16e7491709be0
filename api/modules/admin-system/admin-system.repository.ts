import { dialectOf, type Db } from '../../db.ts'

/**
 * The database side of the system dashboard: the queue of push/email deliveries, the database's size and
 * its busiest tables, on SQLite and PostgreSQL.
 */

export interface DeliveryQueueCounts {
  /** Pending and not held by a live lease: due now or backing off until nextAttemptAt. */
  waiting: number
  /** Pending and held by a worker's live lease (being sent). */
  leased: number
  /** Given up (gone, refused, expired). */
  failed: number
}

export async function deliveryQueueCounts(db: Db, now: Date): Promise<DeliveryQueueCounts> {
  const [waiting, leased, failed] = await Promise.all([
    db.alertDelivery.count({ where: { status: 'pending', OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] } }),
    db.alertDelivery.count({ where: { status: 'pending', leaseUntil: { gte: now } } }),
    db.alertDelivery.count({ where: { status: { notIn: ['pending', 'delivered'] } } }),
  ])
  return { waiting, leased, failed }
}

/** The tables the dashboard lists, the largest first. */
export const BUSIEST_TABLES_SHOWN = 10
/** SQLite has no row-count statistics: at most this many tables are counted (COUNT(*) each). */
const SQLITE_TABLES_COUNTED = 100

export interface DatabaseFigures {
  dialect: 'sqlite' | 'postgresql'
  sizeBytes: number
  /** Rows per table: exact on SQLite, PostgreSQL's estimate (pg_stat_user_tables.n_live_tup). */
  tables: { name: string; rows: number }[]
}

const num = (value: unknown) => Number(value ?? 0)

export async function databaseFigures(db: Db): Promise<DatabaseFigures> {
  if (dialectOf(db) === 'postgresql') {
    const [size] = await db.$queryRaw<{ size: bigint | number }[]>`SELECT pg_database_size(current_database()) AS "size"`
    const tables = await db.$queryRaw<{ name: string; rows: bigint | number }[]>`
      SELECT "relname"::text AS "name", "n_live_tup" AS "rows" FROM pg_stat_user_tables
      WHERE "schemaname" = current_schema() AND "relname" NOT LIKE '\\_prisma%'
      ORDER BY "n_live_tup" DESC, "relname" LIMIT ${BUSIEST_TABLES_SHOWN}`
    return { dialect: 'postgresql', sizeBytes: num(size?.size), tables: tables.map((row) => ({ name: row.name, rows: num(row.rows) })) }
  }
  const [pages] = await db.$queryRawUnsafe<{ page_count: bigint | number }[]>('PRAGMA page_count')
  const [pageSize] = await db.$queryRawUnsafe<{ page_size: bigint | number }[]>('PRAGMA page_size')
  const names = await db.$queryRaw<{ name: string }[]>`
    SELECT "name" FROM sqlite_master WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND "name" NOT LIKE '\\_prisma%' ESCAPE '\\'
    ORDER BY "name" LIMIT ${SQLITE_TABLES_COUNTED}`
  const tables: { name: string; rows: number }[] = []
  for (const { name } of names) {
    // The name comes from sqlite_master; quoted as an identifier (a " doubled), never a value.
    const [row] = await db.$queryRawUnsafe<{ rows: bigint | number }[]>(`SELECT COUNT(*) AS "rows" FROM "${name.replaceAll('"', '""')}"`)
    tables.push({ name, rows: num(row?.rows) })
  }
  tables.sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name))
  return { dialect: 'sqlite', sizeBytes: num(pages?.page_count) * num(pageSize?.page_size), tables: tables.slice(0, BUSIEST_TABLES_SHOWN) }
}
