import http from 'node:http'
import { pathToFileURL } from 'node:url'
import { createApp } from './app.ts'
import { startAlertJobs } from './jobs/alert-jobs.ts'
import { systemClock } from './clock.ts'
import { createDb } from './db.ts'
import { ConfigError, loadConfig, type Config } from './env.ts'
import { createLogger } from './logger.ts'
import { createMailer } from './mail/mailer.ts'

const SHUTDOWN_GRACE_MS = 10_000

/**
 * Starts the HTTP server and wires graceful shutdown: on SIGTERM/SIGINT it stops accepting
 * connections, lets in-flight requests finish (up to 10 s), then closes the database.
 */
export async function runServer(config: Config): Promise<http.Server> {
  const logger = createLogger(config.logLevel)
  const db = createDb(config.databaseUrl)
  await db.$connect()
  const mailer = createMailer(config.mail, logger)
  const app = createApp({ config, db, clock: systemClock, logger, mailer })
  const server = http.createServer(app.callback())
  server.keepAliveTimeout = 65_000
  server.requestTimeout = 30_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  logger.info({ url: config.publicUrl, host: config.host, port: config.port }, `Gala is running at ${config.publicUrl}`)
  logger.info({ mail: mailer.destination }, `Mail (sign-in codes) goes to ${mailer.destination}`)
  // Release scheduler + push/email delivery worker (issue 7, decision 012).
  const alertJobs = await startAlertJobs({ config, db, clock: systemClock, logger, mailer })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing remaining connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      await alertJobs.stop()
      mailer.close()
      await db.$disconnect()
      logger.info('stopped')
      logger.flush(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
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
