import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { createApp } from './app.ts'
import { answerClientErrors } from './client-errors.ts'
import { gracefulShutdown } from './graceful-shutdown.ts'
import { startAlertJobs, type AlertJobs } from './jobs/alert-jobs.ts'
import { systemClock } from './clock.ts'
import { createDb } from './db.ts'
import { ConfigError, loadConfig, type Config } from './env.ts'
import { createLogger } from './logger.ts'
import { createMailer } from './mail/mailer.ts'
import { connectRedis } from './redis.ts'
import { stopSystemMonitor } from './modules/admin-system/monitor.ts'

/**
 * A hard limit for requests still running after SIGTERM/SIGINT (a slow upload, a stuck client); a drain
 * with nothing slow in flight ends in well under a second (api/graceful-shutdown.ts).
 */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * How long kept-alive connections stay open after SIGTERM/SIGINT (decision 042): long enough for a request a
 * client wrote just before it learned of the shutdown to arrive and be answered (with `Connection: close`),
 * short enough that a rolling restart does not wait on idle clients. The process exits this long after the
 * signal when idle connections are open, sooner when every client has closed its own.
 */
export const KEEP_ALIVE_GRACE_MS = 1_000

export interface RunServerOptions {
  /**
   * Also run the release scheduler and the delivery worker in this process (`npm start`, the default);
   * false for `npm run start:api`, whose jobs run in `npm run start:worker` processes.
   */
  jobs?: boolean
}

/**
 * Starts the HTTP server (and, unless `jobs: false`, the release jobs), and wires graceful shutdown on
 * SIGTERM/SIGINT: stop accepting connections, answer every request that arrives on an open connection during
 * KEEP_ALIVE_GRACE_MS (with `Connection: close`), then close the idle ones, finish the requests in progress, stop
 * the jobs, close the mailer and the database, flush the log, exit 0.
 */
export async function runServer(config: Config, options: RunServerOptions = {}): Promise<http.Server> {
  const logger = createLogger(config.logLevel)
  const db = createDb(config.databaseUrl)
  await db.$connect()
  const mailer = createMailer(config.mail, logger)
  // REDIS_URL: rate limits and cache invalidations shared with the other API processes (decision 026).
  const redis = config.redis ? connectRedis(config.redis, logger) : undefined
  const app = createApp({ config, db, clock: systemClock, logger, mailer, redis })
  const server = http.createServer()
  server.keepAliveTimeout = 65_000
  server.requestTimeout = 30_000
  answerClientErrors(server)
  let alertJobs: AlertJobs | null = null
  const shutdown = gracefulShutdown({
    server,
    logger,
    keepAliveGraceMs: KEEP_ALIVE_GRACE_MS,
    graceMs: SHUTDOWN_GRACE_MS,
    stopJobs: async () => {
      stopSystemMonitor(db)
      await alertJobs?.stop()
    },
    closeResources: async () => {
      mailer.close()
      await redis?.close()
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
  const listening = listeningUrl(server.address() as AddressInfo)
  logger.info({ url: listening, publicUrl: config.publicUrl }, `Gala listening on ${listening} (public address ${config.publicUrl})`)
  warnIfMailIsNotSent(config, logger, mailer.destination)
  if (config.redis) logger.info({ redisKeyPrefix: config.redis.keyPrefix }, 'Redis shared with the other processes: rate limits and cache invalidation')
  // Release scheduler + push/email delivery worker (issue 7, decision 012), unless worker processes run them (decision 026).
  if (options.jobs === false) logger.info({ jobs: false }, 'no release jobs in this process: run npm run start:worker for them')
  else if (!shutdown.draining) alertJobs = await startAlertJobs({ config, db, clock: systemClock, logger, mailer })
  return server
}

/**
 * `npm run start:worker`: the release scheduler and the delivery worker without HTTP (decision 026). Any
 * number may run against one database: the scheduler's claim and the delivery queue's leases keep every
 * release and every delivery to one process. SIGTERM/SIGINT stop the scheduler, let the deliveries in
 * flight finish (unstarted claims are handed back), close the mailer and the database and exit 0.
 */
export async function runWorker(config: Config): Promise<AlertJobs | null> {
  const logger = createLogger(config.logLevel)
  const db = createDb(config.databaseUrl)
  await db.$connect()
  const mailer = createMailer(config.mail, logger)
  warnIfMailIsNotSent(config, logger, mailer.destination)
  let alertJobs: AlertJobs | null = null
  const shutdown = gracefulShutdown({
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    stopJobs: async () => alertJobs?.stop(),
    closeResources: async () => {
      mailer.close()
      await db.$disconnect()
    },
    exit: (code) => process.exit(code),
  })
  process.once('SIGTERM', () => shutdown.begin('SIGTERM'))
  process.once('SIGINT', () => shutdown.begin('SIGINT'))
  if (shutdown.draining) return null
  // No server holds the event loop open, and the jobs' own timers and push connections are unref'd (they must
  // not keep `npm start` or a test alive): this handle keeps the worker running until SIGTERM's exit.
  setInterval(() => {}, 60_000)
  alertJobs = await startAlertJobs({ config, db, clock: systemClock, logger, mailer })
  logger.info({ pid: process.pid, mail: mailer.destination }, 'Gala worker is running (release scheduler and delivery worker, no HTTP)')
  return alertJobs
}

/** `http://HOST:PORT` of a listening socket (IPv6 hosts in brackets). */
export function listeningUrl(address: AddressInfo): string {
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/**
 * One line at start-up saying where mail goes; a warning when it goes nowhere (no SMTP_URL): messages, sign-in
 * codes included, are only written to files under DATA_DIR/mail/ (never to the log).
 */
function warnIfMailIsNotSent(config: Config, logger: ReturnType<typeof createLogger>, destination: string): void {
  if (config.mail.smtpUrl) logger.info({ mail: destination }, `Mail is sent through ${destination}`)
  else logger.warn({ mail: destination, outboxDir: config.mail.outboxDir }, `Mail is not being sent (no SMTP_URL): it is only written to files in ${config.mail.outboxDir}`)
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
