/**
 * `npm run start:worker`: the release scheduler and the push/email delivery worker, without HTTP (decision 026,
 * docs/deploy.md). Any number may run against one database. No migration (`npm run db:migrate` runs once per
 * deploy): stops with one clear line when the database lacks a checked-in migration. SIGTERM lets the
 * deliveries in flight finish, then exits 0.
 *
 * Started with an IPC channel (a supervisor in Node: `npm run bench:scale`, tests/api/scale-out.test.ts, through
 * scripts/lib/scale-processes.ts), it sends { type: 'ready' } once the jobs run (its log is buffered, so a log line
 * cannot say so in time), and stops as on SIGTERM when the channel closes (the supervisor is gone).
 */
import { loadConfigOrExit, runWorker } from '../api/main.ts'
import { requireMigrated, requireSharedSecrets } from './lib/require-migrated.ts'

process.env.NODE_ENV ??= 'production'
requireSharedSecrets(process.env, 'start:worker')
const config = loadConfigOrExit()
await requireMigrated(config.databaseUrl, 'start:worker')
const jobs = await runWorker(config)
if (process.send && jobs) {
  process.send({ type: 'ready' })
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
}
