import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDb, type Db } from '../../api/db.ts'
import { postgresPoolConfig } from '../../api/db-postgres.ts'
import { projectRoot } from '../../api/env.ts'

export interface TestDatabase {
  url: string
  dir: string
  db: Db
  /** Disconnects and deletes the temporary folder (and the PostgreSQL database). */
  destroy(): Promise<void>
}

/** TEST_DATABASE=postgres runs the tests on PostgreSQL (npm run test:api:pg); anything else on SQLite. */
export const testOnPostgres = process.env.TEST_DATABASE === 'postgres'

/** The server's maintenance database, used to create and drop the test databases. */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'

/** The URL of database `name` on the test server. */
export function postgresUrlFor(name: string): string {
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement on the maintenance database, synchronously (a child process: the caller is sync). */
function adminStatementSync(sql: string): void {
  const code = `import pg from 'pg'
const client = new pg.Client(JSON.parse(process.env.GALA_PG_CONFIG))
await client.connect()
try { await client.query(process.env.GALA_PG_SQL) } finally { await client.end() }`
  execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: projectRoot,
    env: { ...process.env, GALA_PG_CONFIG: JSON.stringify(postgresPoolConfig(postgresAdminUrl)), GALA_PG_SQL: sql },
    stdio: 'pipe',
  })
}

export async function adminStatement(sql: string): Promise<void> {
  const client = new pg.Client(postgresPoolConfig(postgresAdminUrl))
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database, migrated with the checked-in migrations. SQLite: a file in a temporary folder, a copy of
 * the run's template database (tests/support/global-setup.ts), or migrated here when there is none.
 * PostgreSQL (TEST_DATABASE=postgres): a new database gala_test_<random> on the test server, copied from the
 * run's migrated template database, dropped by destroy(). Synchronous (a child process creates it); test apps
 * use createTestDatabaseAsync, which does not start a process.
 */
export function createTestDatabase(): TestDatabase {
  return open((sql) => adminStatementSync(sql))
}

/** The run's prefix of test database names: the global teardown drops every database that has it. */
export function testDatabasePrefix(): string {
  return `gala_test_${process.env.GALA_TEMPLATE_PG?.replace(/^gala_template_/, '') ?? 'x'}_`
}

async function copyTemplate(): Promise<string> {
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`
  await adminStatement(`CREATE DATABASE "${name}" TEMPLATE "${process.env.GALA_TEMPLATE_PG}"`)
  return name
}

export async function createTestDatabaseAsync(): Promise<TestDatabase> {
  if (!testOnPostgres || !process.env.GALA_TEMPLATE_PG) return createTestDatabase()
  return open(() => {}, await copyTemplate())
}

function open(create: (sql: string) => void, existing?: string): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-test-'))
  let url = `file:${path.join(dir, 'test.db')}`
  let drop = async () => {}
  if (testOnPostgres) {
    const name = existing ?? `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`
    const template = process.env.GALA_TEMPLATE_PG
    url = postgresUrlFor(name)
    if (existing) {
      // already copied (createTestDatabaseAsync)
    } else if (template) create(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
    else {
      adminStatementSync(`CREATE DATABASE "${name}"`)
      migrateSync(url)
    }
    drop = () => adminStatement(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } else {
    const template = process.env.GALA_TEMPLATE_DB
    if (template) copyFileSync(template, path.join(dir, 'test.db'))
    else migrateSync(url)
  }
  // The client connects on its first query, after the database exists.
  const db = createDb(url)
  return {
    url,
    dir,
    db,
    destroy: async () => {
      await db.$disconnect()
      await drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function migrateSync(url: string) {
  execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  })
}
