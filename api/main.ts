import http from 'node:http'
import { pathToFileURL } from 'node:url'
import { createApp } from './app.ts'
import { gracefulShutdown } from './graceful-shutdown.ts'
import { startAlertJobs, type AlertJobs } from './jobs/alert-jobs.ts'
import { systemClock } from './clock.ts'
import { createDb } from './db.ts'
import { ConfigError, loadConfig, type Config } from './env.ts'
import { createLogger } from './logger.ts'
import { createMailer } from './mail/mailer.ts'

/**
 * A hard limit for requests still running after SIGTERM/SIGINT (a slow upload, a stuck client); a drain
 * with nothing slow in flight ends in well under a second (api/graceful-shutdown.ts).
 */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * Starts the HTTP server and the release jobs, and wires graceful shutdown on SIGTERM/SIGINT: stop
 * accepting connections, answer the requests already received (with `Connection: close`), close idle
 * keep-alive connections, stop the jobs, close the mailer and the database, flush the log, exit 0.
 */
export async function runServer(config: Config): Promise<http.Server> {
  const logger = createLogger(config.logLevel)
  const db = createDb(config.databaseUrl)
  await db.$connect()
  const mailer = createMailer(config.mail, logger)
  const app = createApp({ config, db, clock: systemClock, logger, mailer })
  const server = http.createServer()
  server.keepAliveTimeout = 65_000
  server.requestTimeout = 30_000
  let alertJobs: AlertJobs | null = null
  const shutdown = gracefulShutdown({
    server,
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    stopJobs: async () => alertJobs?.stop(),
    closeResources: async () => {
      mailer.close()
      await db.$disconnect()
    },
    exit: (code) => process.exit(code),
  })
  server.on('request', app.callback())
  // Installed before listening, so a signal during start-up drains too instead of killing the process.
  process.once('SIGTERM', () => shutdown.begin('SIGTERM'))
  process.once('SIGINT', () => shutdown.begin('SIGINT'))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  logger.info({ url: config.publicUrl, host: config.host, port: config.port }, `Gala is running at ${config.publicUrl}`)
  logger.info({ mail: mailer.destination }, `Mail (sign-in codes) goes to ${mailer.destination}`)
  // Release scheduler + push/email delivery worker (issue 7, decision 012).
  if (!shutdown.draining) alertJobs = await startAlertJobs({ config, db, clock: systemClock, logger, mailer })
  return server
}

/** Reads the configuration or stops with one clear line naming the variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runServer(loadConfigOrExit())
}
