/**
 * `npm run start:worker`: the release scheduler and the push/email delivery worker, without HTTP (decision 026,
 * docs/deploy.md). Any number may run against one database. No migration (`npm run db:migrate` runs once per
 * deploy): stops with one clear line when the database lacks a checked-in migration. SIGTERM lets the
 * deliveries in flight finish, then exits 0.
 */
import { loadConfigOrExit, runWorker } from '../api/main.ts'
import { requireMigrated, requireSharedSecrets } from './lib/require-migrated.ts'

process.env.NODE_ENV ??= 'production'
requireSharedSecrets(process.env, 'start:worker')
const config = loadConfigOrExit()
await requireMigrated(config.databaseUrl, 'start:worker')
await runWorker(config)
