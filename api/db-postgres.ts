import { PrismaPg } from '@prisma/adapter-pg'
import type { PoolConfig } from 'pg'
import pg from 'pg'

/** True for a PostgreSQL connection URL (postgres:// or postgresql://); everything else is SQLite (file:). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/**
 * The pool settings of a postgresql:// URL as discrete host, port, user, password and database. The adapter's
 * shadow database (prisma migrate) is `{ ...config, database }`, which a `connectionString` would override:
 * the shadow database would be the main one (docs/decisions/020-postgresql.md).
 * Query parameters: `sslmode` (disable | require | verify-full), `max` or `connection_limit` (pool size),
 * `application_name`.
 */
export function postgresPoolConfig(url: string): PoolConfig {
  const parsed = new URL(url)
  const params = parsed.searchParams
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''))
  const sslmode = params.get('sslmode')
  const max = Number(params.get('max') ?? params.get('connection_limit') ?? '')
  return {
    host: decodeURIComponent(parsed.hostname.replace(/^\[(.*)\]$/, '$1')) || 'localhost',
    port: parsed.port ? Number(parsed.port) : 5432,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: database || undefined,
    ...(sslmode === 'require' ? { ssl: { rejectUnauthorized: false } } : sslmode === 'verify-full' ? { ssl: true } : {}),
    ...(Number.isInteger(max) && max > 0 ? { max } : {}),
    ...(params.get('application_name') ? { application_name: params.get('application_name') ?? undefined } : {}),
  }
}

/** The run-time driver adapter for PostgreSQL (the client needs no fixes). */
export function postgresAdapter(url: string): PrismaPg {
  return new PrismaPg(postgresPoolConfig(url))
}

// ---- The Prisma CLI (JS schema engine) ---------------------------------------------------------------

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>
type QueryResult = { fields: { dataTypeID: number }[]; rows: unknown[][] }

const NAME = 19
const CHAR = 18
const NAME_ARRAY = 1003
const TEXT = 25
const TEXT_ARRAY = 1009

/**
 * The schema engine's catalog queries return columns of type `name` (and "char", name[]), which the adapter
 * refuses ("Column type 'name' could not be deserialized"): report them as text and text[].
 */
function withNameColumnsAsText<T extends object>(queryable: T): T {
  const target = queryable as unknown as { performIO(query: unknown): Promise<QueryResult> }
  const performIO = target.performIO.bind(target)
  const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY as Parameters<typeof pg.types.getTypeParser>[0], 'text') as (value: string) => unknown
  target.performIO = async (query) => {
    const result = await performIO(query)
    result.fields.forEach((field, column) => {
      if (field.dataTypeID === NAME || field.dataTypeID === CHAR) field.dataTypeID = TEXT
      else if (field.dataTypeID === NAME_ARRAY) {
        field.dataTypeID = TEXT_ARRAY
        for (const row of result.rows) if (typeof row[column] === 'string') row[column] = parseTextArray(row[column])
      }
    })
    return result
  }
  const withTransactions = queryable as unknown as { startTransaction?: (...args: unknown[]) => Promise<object> }
  if (withTransactions.startTransaction) {
    const start = withTransactions.startTransaction.bind(queryable)
    withTransactions.startTransaction = async (...args) => withNameColumnsAsText(await start(...args))
  }
  return queryable
}

/**
 * The adapter for prisma.config.ts (migrate deploy, migrate diff, db pull) with the three fixes the JS schema
 * engine needs on PostgreSQL with @prisma/adapter-pg 6.19.3: `name` columns as text, discrete connection
 * settings (postgresPoolConfig), and a shadow database dropped only after its pool is closed (the adapter
 * drops it first, which PostgreSQL refuses while its connections are open).
 */
export class MigratePostgresAdapter extends PrismaPg {
  // (A fourth, for the shadow database only: whole migration scripts sent through executeRaw, see below.)
  private readonly poolConfig: PoolConfig

  constructor(url: string) {
    const config = postgresPoolConfig(url)
    super(config)
    this.poolConfig = config
  }

  override async connect(): Promise<Adapter> {
    return withNameColumnsAsText(await super.connect())
  }

  override async connectToShadowDb(): Promise<Adapter> {
    const admin = await this.connect()
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`
    await admin.executeScript(`CREATE DATABASE "${database}"`)
    const shadow = withNameColumnsAsText(await new PrismaPg({ ...this.poolConfig, database }).connect())
    // The shadow replay (migrate diff --from-migrations, migrate dev) sends each whole migration.sql through
    // executeRaw, which pg refuses as a prepared statement: without arguments it goes out as a simple query.
    const executeRaw = shadow.executeRaw.bind(shadow)
    const pool = shadow.underlyingDriver() as pg.Pool
    shadow.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query)
      const result = (await pool.query(query.sql)) as pg.QueryResult | pg.QueryResult[]
      return Array.isArray(result) ? 0 : (result.rowCount ?? 0)
    }
    const dispose = shadow.dispose.bind(shadow)
    shadow.dispose = async () => {
      try {
        await dispose()
        await admin.executeScript(`DROP DATABASE IF EXISTS "${database}"`)
      } finally {
        await admin.dispose()
      }
    }
    return shadow
  }
}
