import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { createDb } from '../../api/db.ts'
import { projectRoot, sqliteFilePath } from '../../api/env.ts'
import { seedDatabase, topUpDemoShowtimes } from '../../prisma/seed-database.ts'

const run = promisify(execFile)
const prismaBin = path.join(projectRoot, 'node_modules', '.bin', 'prisma')

/** Applies the checked-in migrations (prisma migrate deploy) to the database at `databaseUrl`. */
export async function migrate(databaseUrl: string): Promise<void> {
  mkdirSync(path.dirname(sqliteFilePath(databaseUrl)), { recursive: true })
  try {
    await run(prismaBin, ['migrate', 'deploy'], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: databaseUrl } })
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string }
    throw new Error(`Database migration failed:\n${stdout}${stderr}`, { cause: err })
  }
}

/**
 * Migrates, seeds the demo data when the database is empty, and keeps a demo database alive
 * by adding the coming days' showtimes. Returns a one-line summary for the log.
 */
export async function prepareDatabase(databaseUrl: string, now = new Date()): Promise<string> {
  await migrate(databaseUrl)
  const db = createDb(databaseUrl)
  try {
    const isEmpty = (await db.movie.count()) === 0 && (await db.user.count()) === 0
    if (isEmpty) {
      const summary = await seedDatabase(db, { now })
      return `database migrated and seeded with demo data (${JSON.stringify(summary)})`
    }
    const demo = await db.siteSetting.findUnique({ where: { key: 'demoData' } })
    if (demo?.value === 'true') {
      const added = await topUpDemoShowtimes(db, { now })
      return `database migrated; demo data kept${added > 0 ? `, ${added} showtimes added for the coming days` : ''}`
    }
    return 'database migrated; existing data kept'
  } finally {
    await db.$disconnect()
  }
}
