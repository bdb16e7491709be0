/**
 * `npm run db:reset`: deletes the database, migrates a new one and seeds the demo data. SQLite: the file goes;
 * PostgreSQL: the public schema is dropped and created again (every table of the database, not the database).
 */
import { rmSync } from 'node:fs'
import pg from 'pg'
import { isPostgresUrl, postgresPoolConfig } from '../api/db-postgres.ts'
import { sqliteFilePath } from '../api/env.ts'
import { loadConfigOrExit } from '../api/main.ts'
import { prepareDatabase } from './lib/database.ts'

const config = loadConfigOrExit()
if (isPostgresUrl(config.databaseUrl)) {
  const client = new pg.Client(postgresPoolConfig(config.databaseUrl))
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
  console.info(`[gala] emptied PostgreSQL database ${client.database}`)
} else {
  const file = sqliteFilePath(config.databaseUrl)
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  console.info(`[gala] deleted ${file}`)
}
console.info(`[gala] ${await prepareDatabase(config.databaseUrl)}`)
