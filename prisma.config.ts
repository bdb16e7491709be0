import path from 'node:path'
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { defineConfig } from 'prisma/config'
import { isPostgresUrl, MigratePostgresAdapter } from './api/db-postgres'
import { absoluteSqliteUrl, projectRoot } from './api/env'

// Prisma 6 with the JavaScript schema engine and a driver adapter works fully offline (Prisma 7's CLI
// downloads an engine). See docs/decisions/001-prisma-6-driver-adapter.md.
// DATABASE_URL=postgresql://… selects PostgreSQL: the schema and migrations generated from the SQLite ones
// (npm run db:pg-schema, docs/decisions/020-postgresql.md); file:… (the default) keeps SQLite.
const configured = process.env.DATABASE_URL || `file:${path.join(projectRoot, 'data', 'gala.db')}`
const postgres = isPostgresUrl(configured)
const databaseUrl = postgres ? configured : absoluteSqliteUrl(configured)
process.env.DATABASE_URL = databaseUrl
const folder = postgres ? path.join(projectRoot, 'prisma', 'postgresql') : path.join(projectRoot, 'prisma')

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(folder, 'schema.prisma'),
  migrations: { path: path.join(folder, 'migrations') },
  adapter: async () => (postgres ? new MigratePostgresAdapter(databaseUrl) : new PrismaBetterSQLite3({ url: databaseUrl })),
})
