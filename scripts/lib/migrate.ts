import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
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
