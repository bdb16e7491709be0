import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { postgresPoolConfig } from '../../api/db-postgres.ts'
import { migrate } from '../../scripts/lib/migrate.ts'
import { adminStatement, postgresAdminUrl, postgresUrlFor, testDatabasePrefix, testOnPostgres } from './test-db.ts'

/**
 * Migrates one template database per test run; every test file then copies it (tests/support/test-db.ts),
 * which is much faster than running the migrations each time: a SQLite file, or with TEST_DATABASE=postgres
 * a PostgreSQL database gala_template_<random> that CREATE DATABASE … TEMPLATE copies.
 */
export default async function setup() {
  if (testOnPostgres) {
    const name = `gala_template_${randomBytes(6).toString('hex')}`
    await adminStatement(`CREATE DATABASE "${name}"`)
    await migrate(postgresUrlFor(name))
    process.env.GALA_TEMPLATE_PG = name
    return async () => {
      // The template, and any test database a worker left (a spare copy, a crashed test file).
      const client = new pg.Client(postgresPoolConfig(postgresAdminUrl))
      await client.connect()
      try {
        const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [testDatabasePrefix()])
        for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`)
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await client.end()
      }
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-template-'))
  const file = path.join(dir, 'template.db')
  await migrate(`file:${file}`)
  process.env.GALA_TEMPLATE_DB = file
  return () => rmSync(dir, { recursive: true, force: true })
}
