import path from 'node:path'
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { defineConfig } from 'prisma/config'
import { absoluteSqliteUrl, projectRoot } from './api/env'

// Prisma 6 with the JavaScript schema engine and the better-sqlite3 driver adapter works
// fully offline (Prisma 7's CLI downloads an engine). See docs/decisions/001-prisma-6-driver-adapter.md.
const databaseUrl = absoluteSqliteUrl(process.env.DATABASE_URL || `file:${path.join(projectRoot, 'data', 'gala.db')}`)
process.env.DATABASE_URL = databaseUrl

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(projectRoot, 'prisma', 'schema.prisma'),
  migrations: { path: path.join(projectRoot, 'prisma', 'migrations') },
  adapter: async () => new PrismaBetterSQLite3({ url: databaseUrl }),
})
