/**
 * Copies every table of a SQLite database into a PostgreSQL database (npm run db:copy-to-postgres,
 * docs/deploy.md). The target is migrated first (prisma/postgresql/migrations); the rows are read from SQLite
 * with better-sqlite3 (read-only) and written with pg in batches, all in one transaction: a failed copy leaves
 * the target as it was. Afterwards every serial sequence is set past the largest id, and the row counts of
 * both databases are compared table by table.
 *
 * Types follow the target's columns: what the better-sqlite3 adapter stores for a DateTime (ISO 8601 text
 * "…+00:00", or CURRENT_TIMESTAMP's "YYYY-MM-DD HH:MM:SS" from a column default, or epoch milliseconds) becomes a
 * UTC timestamp; 0/1 become booleans.
 */
import { existsSync } from 'node:fs'
import Database from 'better-sqlite3'
import pg from 'pg'
import { postgresPoolConfig } from '../../api/db-postgres.ts'
import { sqliteFilePath } from '../../api/env.ts'
import { migrate } from './migrate.ts'

export interface CopyOptions {
  /** file:… URL of the SQLite database to read (opened read-only). */
  source: string
  /** postgresql://… URL of the database to fill; it must exist. */
  target: string
  /** Empty a target that already holds rows (TRUNCATE … RESTART IDENTITY) instead of refusing. */
  force?: boolean
  /** Rows per INSERT (fewer when a table has many columns: PostgreSQL takes at most 65,535 parameters). */
  batchSize?: number
  /** Progress lines; silent by default. */
  log?: (line: string) => void
}

export interface TableCount {
  table: string
  sqlite: number
  postgresql: number
}

export interface CopyReport {
  /** Tables in the order they were copied (referenced tables first). */
  tables: TableCount[]
  /** Tables whose counts differ after the copy (empty when the copy is verified). */
  mismatches: TableCount[]
  /** Sequences set past the largest id: `"Table".column`. */
  sequences: string[]
}

/** A refusal or a problem the user can fix, reported as one message without a stack trace. */
export class CopyError extends Error {
  override name = 'CopyError'
}

interface TargetColumn {
  name: string
  dataType: string
  nullable: boolean
  hasDefault: boolean
}

interface ForeignKey {
  table: string
  columns: string[]
  referencedTable: string
}

const SKIPPED_TABLES = new Set(['_prisma_migrations'])
const MAX_PARAMETERS = 65_535

export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => {})
  const batchSize = options.batchSize ?? 1000
  const file = sqliteFilePath(options.source)
  if (!existsSync(file)) throw new CopyError(`There is no SQLite database at ${file}`)
  const sqlite = new Database(file, { readonly: true, fileMustExist: true })
  try {
    log(`migrating ${redact(options.target)}`)
    await migrate(options.target)
    const client = new pg.Client(postgresPoolConfig(options.target))
    await client.connect()
    // One read transaction: every table (and the counts afterwards) from the same snapshot, even if the app
    // is still writing (in WAL mode it may; stop it anyway, or its later writes are not copied).
    sqlite.exec('BEGIN')
    try {
      return await copyInto(sqlite, client, { ...options, batchSize, log })
    } finally {
      sqlite.exec('COMMIT')
      await client.end()
    }
  } finally {
    sqlite.close()
  }
}

async function copyInto(
  sqlite: Database.Database,
  client: pg.Client,
  options: CopyOptions & { batchSize: number; log: (line: string) => void },
): Promise<CopyReport> {
  const { log } = options
  const sourceTables = sqliteTables(sqlite)
  const targetColumns = await postgresColumns(client)
  const foreignKeys = await postgresForeignKeys(client)

  checkMigrations(sqlite, await appliedPostgresMigrations(client))
  for (const table of sourceTables) {
    const columns = targetColumns.get(table)
    if (!columns) throw new CopyError(`Table "${table}" of the SQLite database has no counterpart in PostgreSQL: is the source newer than this code?`)
    for (const column of sqliteColumns(sqlite, table)) {
      if (!columns.some((c) => c.name === column)) {
        throw new CopyError(`Column "${table}"."${column}" of the SQLite database has no counterpart in PostgreSQL: is the source newer than this code?`)
      }
    }
  }
  const tables = copyOrder([...targetColumns.keys()], foreignKeys)

  await client.query('BEGIN')
  try {
    const filled: string[] = []
    for (const table of tables) {
      const { rows } = await client.query<{ one: number }>(`SELECT 1 AS one FROM ${quote(table)} LIMIT 1`)
      if (rows.length > 0) filled.push(table)
    }
    if (filled.length > 0) {
      if (!options.force) {
        throw new CopyError(
          `The target database is not empty (rows in ${filled.map((t) => `"${t}"`).join(', ')}): use --force to delete them and copy again`,
        )
      }
      log(`--force: emptying ${filled.length} tables of the target`)
      await client.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`)
    }

    for (const table of tables) {
      if (!sourceTables.includes(table)) continue
      const copied = await copyTable(sqlite, client, table, targetColumns.get(table)!, foreignKeys, options.batchSize)
      log(`${table}: ${copied} rows`)
    }
    const sequences = await resetSequences(client, tables)
    await client.query('COMMIT')

    const counts: TableCount[] = []
    for (const table of tables) {
      const source = sourceTables.includes(table) ? countSqlite(sqlite, table) : 0
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quote(table)}`)
      counts.push({ table, sqlite: source, postgresql: Number(rows[0]!.count) })
    }
    return { tables: counts, mismatches: counts.filter((c) => c.sqlite !== c.postgresql), sequences }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  }
}

async function copyTable(
  sqlite: Database.Database,
  client: pg.Client,
  table: string,
  targetColumns: TargetColumn[],
  foreignKeys: ForeignKey[],
  batchSize: number,
): Promise<number> {
  const names = sqliteColumns(sqlite, table)
  const converters = names.map((name) => converterFor(table, targetColumns.find((c) => c.name === name)!))
  // A row may point at a later row of its own table (a reply whose parent has a larger id, should ids ever
  // be out of order): such columns are written NULL first and set once every row is in.
  const selfColumns = foreignKeys.filter((fk) => fk.table === table && fk.referencedTable === table).flatMap((fk) => fk.columns)
  const deferred = names.map((name) => selfColumns.includes(name))
  const key = primaryKey(sqlite, table)
  if (deferred.some(Boolean) && !key) throw new CopyError(`Table "${table}" refers to itself but has no single-column primary key`)
  const perBatch = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / names.length)))
  const insertHead = `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES `

  // Streamed: one batch in memory at a time (better-sqlite3 reads on; nothing else uses the connection meanwhile).
  const statement = sqlite.prepare(`SELECT ${names.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`).raw(true)
  const later: unknown[][] = []
  let copied = 0
  let batch: unknown[][] = []
  const flush = async () => {
    if (batch.length === 0) return
    const values: unknown[] = []
    const tuples = batch.map((row) => {
      const placeholders = row.map((value, i) => {
        values.push(deferred[i] ? null : converters[i]!(value))
        return `$${values.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    for (const row of batch) {
      if (selfColumns.some((column) => row[names.indexOf(column)] !== null)) later.push(row)
    }
    try {
      await client.query(insertHead + tuples.join(', '), values)
    } catch (err) {
      throw new CopyError(`Copying "${table}" (rows ${copied + 1}-${copied + batch.length}) failed: ${(err as Error).message}`)
    }
    copied += batch.length
    batch = []
  }
  for (const row of statement.iterate() as IterableIterator<unknown[]>) {
    batch.push(row)
    if (batch.length >= perBatch) await flush()
  }
  await flush()
  if (later.length > 0 && key) {
    const keyIndex = names.indexOf(key)
    for (const row of later) {
      const sets = selfColumns.map((column, i) => `${quote(column)} = $${i + 2}`)
      const args = [converters[keyIndex]!(row[keyIndex]), ...selfColumns.map((column) => converters[names.indexOf(column)]!(row[names.indexOf(column)]))]
      await client.query(`UPDATE ${quote(table)} SET ${sets.join(', ')} WHERE ${quote(key)} = $1`, args)
    }
  }
  return copied
}

/** Sets every serial column's sequence so that the next generated id is max(id) + 1 (1 for an empty table). */
async function resetSequences(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `SELECT c.table_name AS "table", c.column_name AS "column", pg_get_serial_sequence(format('%I', c.table_name), c.column_name) AS "sequence"
       FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND pg_get_serial_sequence(format('%I', c.table_name), c.column_name) IS NOT NULL`,
  )
  const reset: string[] = []
  for (const row of rows.filter((r) => tables.includes(r.table))) {
    await client.query(`SELECT setval($1::regclass, COALESCE((SELECT max(${quote(row.column)}) FROM ${quote(row.table)}), 0) + 1, false)`, [row.sequence])
    reset.push(`"${row.table}".${row.column}`)
  }
  return reset
}

// ---- Types ------------------------------------------------------------------------------------------------

type Converter = (value: unknown) => unknown

function converterFor(table: string, column: TargetColumn): Converter {
  const where = `"${table}"."${column.name}"`
  switch (column.dataType) {
    case 'timestamp without time zone':
    case 'timestamp with time zone': {
      const withZone = column.dataType === 'timestamp with time zone'
      return (value) => {
        if (value === null || value === undefined) return null
        const iso = sqliteInstant(value, where).toISOString()
        // Without a zone PostgreSQL keeps the digits it is given: UTC, as Prisma writes and reads them.
        return withZone ? iso : iso.slice(0, -1)
      }
    }
    case 'boolean':
      return (value) => {
        if (value === null || value === undefined) return null
        if (value === 1 || value === 1n || value === true || value === '1' || value === 'true') return true
        if (value === 0 || value === 0n || value === false || value === '0' || value === 'false') return false
        throw new CopyError(`${where} holds ${JSON.stringify(value)}, which is not a boolean`)
      }
    case 'integer':
    case 'smallint':
    case 'bigint':
    case 'double precision':
    case 'real':
    case 'numeric':
      return (value) => (typeof value === 'bigint' ? value.toString() : value)
    case 'text':
    case 'character varying':
      return (value) => (value === null || value === undefined || typeof value === 'string' ? value : String(value))
    default:
      return (value) => value
  }
}

const SQLITE_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/

/** An instant as the SQLite adapter (or a column default, or hand-written SQL) stored it. */
export function sqliteInstant(value: unknown, where = 'value'): Date {
  let date: Date | null = null
  if (typeof value === 'number' || typeof value === 'bigint') date = new Date(Number(value))
  else if (typeof value === 'string') {
    const plain = SQLITE_DATETIME.exec(value)
    if (plain) date = new Date(`${plain[1]}T${plain[2]}Z`) // CURRENT_TIMESTAMP and friends are UTC
    else if (/^\d+$/.test(value)) date = new Date(Number(value))
    else date = new Date(value)
  }
  if (!date || Number.isNaN(date.getTime())) throw new CopyError(`${where} holds ${JSON.stringify(value)}, which is not a date`)
  return date
}

// ---- Catalogs ---------------------------------------------------------------------------------------------

function sqliteTables(sqlite: Database.Database): string[] {
  const rows = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`).all() as { name: string }[]
  return rows.map((r) => r.name).filter((name) => !SKIPPED_TABLES.has(name))
}

function sqliteColumns(sqlite: Database.Database, table: string): string[] {
  return (sqlite.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY cid`).all(table) as { name: string }[]).map((r) => r.name)
}

function primaryKey(sqlite: Database.Database, table: string): string | null {
  const keys = sqlite.prepare(`SELECT name FROM pragma_table_info(?) WHERE pk > 0`).all(table) as { name: string }[]
  return keys.length === 1 ? keys[0]!.name : null
}

function countSqlite(sqlite: Database.Database, table: string): number {
  return Number((sqlite.prepare(`SELECT count(*) AS count FROM ${quote(table)}`).get() as { count: number }).count)
}

async function postgresColumns(client: pg.Client): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await client.query<{ table: string; name: string; dataType: string; nullable: string; hasDefault: boolean }>(
    `SELECT c.table_name AS "table", c.column_name AS name, c.data_type AS "dataType", c.is_nullable AS nullable,
            c.column_default IS NOT NULL AS "hasDefault"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  )
  const tables = new Map<string, TargetColumn[]>()
  for (const row of rows) {
    if (SKIPPED_TABLES.has(row.table)) continue
    const list = tables.get(row.table) ?? []
    list.push({ name: row.name, dataType: row.dataType, nullable: row.nullable === 'YES', hasDefault: row.hasDefault })
    tables.set(row.table, list)
  }
  return tables
}

async function postgresForeignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<{ table: string; columns: string[]; referencedTable: string }>(
    `SELECT src.relname AS "table", dst.relname AS "referencedTable",
            array(SELECT a.attname::text FROM unnest(con.conkey) k JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k) AS columns
       FROM pg_constraint con
       JOIN pg_class src ON src.oid = con.conrelid
       JOIN pg_class dst ON dst.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE con.contype = 'f' AND n.nspname = current_schema()`,
  )
  return rows
}

async function appliedPostgresMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  )
  return rows.map((r) => r.name)
}

/** The source must have every migration the target has: an older SQLite file is migrated first. */
function checkMigrations(sqlite: Database.Database, target: string[]): void {
  const hasTable = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`).get()
  if (!hasTable) return // made with db push: the column check decides
  const rows = sqlite
    .prepare(`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
    .all() as { name: string }[]
  const source = new Set(rows.map((r) => r.name))
  const missing = target.filter((name) => !source.has(name))
  if (missing.length > 0) {
    throw new CopyError(
      `The SQLite database lacks ${missing.length} migration(s) (${missing.join(', ')}): migrate it first with DATABASE_URL=<its file: URL> npm run db:migrate`,
    )
  }
}

/** Referenced tables before the tables that refer to them (self-references aside); fails on a cycle. */
export function copyOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const ordered: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return
    if (state.get(table) === 'visiting') throw new CopyError(`Foreign keys form a cycle: ${[...path, table].join(' -> ')}`)
    state.set(table, 'visiting')
    for (const fk of foreignKeys) {
      if (fk.table === table && fk.referencedTable !== table && tables.includes(fk.referencedTable)) visit(fk.referencedTable, [...path, table])
    }
    state.set(table, 'done')
    ordered.push(table)
  }
  for (const table of [...tables].sort()) visit(table, [])
  return ordered
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`
}

/** The URL without its password, for logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url
  }
}

/** The counts as an aligned text table. */
export function formatCounts(report: CopyReport): string {
  const header = ['table', 'sqlite', 'postgresql', '']
  const lines = report.tables.map((t) => [t.table, String(t.sqlite), String(t.postgresql), t.sqlite === t.postgresql ? 'ok' : 'MISMATCH'])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [format(header), ...lines.map(format)].join('\n')
}
