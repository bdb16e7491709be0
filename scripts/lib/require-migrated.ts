import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/env.ts'
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

/**
 * Every process of a deployment must share SESSION_SECRET and the VAPID key pair: a worker with a key pair
 * of its own would send pushes no browser accepts, and at start-up deletes every subscription made with
 * another key (api/jobs/alert-jobs.ts). `npm start` generates them into <DATA_DIR>/secrets.json on first
 * start; start:api and start:worker, of which several start at once, never generate: they take the
 * variables, or a secrets.json that `npm run db:migrate` (or an earlier `npm start`) wrote. Exits 1 with one
 * line otherwise. Runs before loadConfig, which would generate them.
 */
export function requireSharedSecrets(env: NodeJS.ProcessEnv, command: string): void {
  const dataDir = path.resolve(projectRoot, env.DATA_DIR || 'data')
  const file = path.join(dataDir, 'secrets.json')
  let stored: Record<string, unknown>
  try {
    stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  } catch {
    stored = {}
  }
  const sessionSecret = Boolean(env.SESSION_SECRET || stored.sessionSecret)
  const vapid = Boolean((env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) || (stored.vapidPublicKey && stored.vapidPrivateKey))
  if (sessionSecret && vapid) return
  console.error(
    `npm run ${command} needs the secrets every process shares: set SESSION_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (the same for every process), or run npm run db:migrate once with this DATA_DIR (${dataDir}) to create secrets.json`,
  )
  process.exit(1)
}
