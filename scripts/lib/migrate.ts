import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { createDb } from '../../api/db.ts'
import { isPostgresUrl } from '../../api/db-postgres.ts'
import { projectRoot, sqliteFilePath } from '../../api/env.ts'

const run = promisify(execFile)
const prismaBin = path.join(projectRoot, 'node_modules', '.bin', 'prisma')

/**
 * Applies the checked-in migrations (prisma migrate deploy) to the database at `databaseUrl`: prisma/migrations
 * for a SQLite file, prisma/postgresql/migrations for a postgresql:// URL (prisma.config.ts picks them).
 */
export async function migrate(databaseUrl: string): Promise<void> {
  if (!isPostgresUrl(databaseUrl)) mkdirSync(path.dirname(sqliteFilePath(databaseUrl)), { recursive: true })
  try {
    await run(prismaBin, ['migrate', 'deploy'], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: databaseUrl } })
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string }
    throw new Error(`Database migration failed:\n${stdout}${stderr}`, { cause: err })
  }
}

/** The checked-in migrations of the database at `databaseUrl` (folder names, in order). */
export function checkedInMigrations(databaseUrl: string): string[] {
  const folder = isPostgresUrl(databaseUrl) ? path.join(projectRoot, 'prisma', 'postgresql', 'migrations') : path.join(projectRoot, 'prisma', 'migrations')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * The checked-in migrations the database has not applied (all of them for a database never migrated).
 * `npm run start:api` and `npm run start:worker` do not migrate (several start at once in a scaled-out
 * deployment; `npm run db:migrate` runs once per deploy, docs/deploy.md): they refuse to start while this
 * is not empty, rather than run new code on an old schema.
 */
export async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  const db = createDb(databaseUrl)
  try {
    let applied: string[]
    try {
      const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
        'SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL',
      )
      applied = rows.map((row) => row.migration_name)
    } catch {
      applied = [] // no migrations table: never migrated
    }
    const done = new Set(applied)
    return checkedInMigrations(databaseUrl).filter((name) => !done.has(name))
  } finally {
    await db.$disconnect()
  }
}
