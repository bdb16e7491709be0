import { pendingMigrations } from './migrate.ts'

/** Exits 1 with one line naming what to run when the database lacks a checked-in migration. */
export async function requireMigrated(databaseUrl: string, command: string): Promise<void> {
  const pending = await pendingMigrations(databaseUrl)
  if (pending.length === 0) return
  console.error(
    `The database is not migrated (${pending.length} migration${pending.length === 1 ? '' : 's'} not applied, first ${pending[0]}): run npm run db:migrate once, then npm run ${command}`,
  )
  process.exit(1)
}
