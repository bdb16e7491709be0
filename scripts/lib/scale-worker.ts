/**
 * A push worker process without HTTP: the release scheduler and the delivery worker (startAlertJobs), for
 * `npm run bench:scale`. A stand-in until `npm run start:worker` exists (issue 14); the command that starts
 * it is WORKER_COMMAND in scripts/lib/scale-processes.ts, the one place to change then.
 * Tells its parent { type: 'ready' } over IPC when the jobs run; SIGTERM stops them (in-flight sends finish).
 */
import { startAlertJobs } from '../../api/jobs/alert-jobs.ts'
import { systemClock } from '../../api/clock.ts'
import { createDb } from '../../api/db.ts'
import { loadConfigOrExit } from '../../api/main.ts'
import { createLogger } from '../../api/logger.ts'
import { createMailer } from '../../api/mail/mailer.ts'

const config = loadConfigOrExit()
const logger = createLogger(config.logLevel)
const db = createDb(config.databaseUrl)
await db.$connect()
const mailer = createMailer(config.mail, logger)
const jobs = await startAlertJobs({ config, db, clock: systemClock, logger, mailer })
process.send?.({ type: 'ready' })

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await jobs.stop()
  mailer.close()
  await db.$disconnect()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
process.on('disconnect', () => void stop())
