import type http from 'node:http'
import type { Logger } from './logger.ts'

export interface ShutdownOptions {
  /** The HTTP server to drain; absent in a worker process (`npm run start:worker`), which only stops its jobs. */
  server?: http.Server
  logger: Logger
  /** Past this, requests still running are cut and the remaining steps run anyway (a hard limit, not a target). */
  graceMs: number
  /** Work that stops with the HTTP side, started at once (the release scheduler and the delivery worker). */
  stopJobs: () => Promise<void>
  /** Run once no request is left (or the grace is over): the mailer, then the database. */
  closeResources: () => Promise<void>
  /** Called last, after the log is flushed (process.exit in api/main.ts; a test double elsewhere). */
  exit: (code: number) => void
}

export interface Shutdown {
  /** Starts the drain; a second call (another signal) does nothing. */
  begin(signal: string): void
  readonly draining: boolean
}

/**
 * Graceful shutdown of the HTTP server (issue 20): what a load balancer's SIGTERM or a Ctrl-C asks for.
 *
 * 1. Stop listening, and close every idle keep-alive connection at once: a client that reuses one gets
 *    a reset before it sent anything, never a half answer.
 * 2. Answer every request already received: responses not yet written get `Connection: close`, so the
 *    client opens no further request on that connection and Node closes it after the answer; a response
 *    whose headers had already gone closes its connection as soon as it is finished.
 * 3. Stop the jobs meanwhile (the delivery worker finishes the sends in flight and hands back its unstarted
 *    leases), then close the mailer and the database, flush the log and exit 0.
 *
 * With nothing slow in flight this takes a few tens of milliseconds. A request still running after
 * `graceMs` is cut (logged with the count), so a stuck client never keeps the process alive.
 */
export function gracefulShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, graceMs } = options
  /** Responses not finished yet: the ones to answer before exiting. */
  const pending = new Set<http.ServerResponse>()
  let draining = false

  const closeWhenDone = (res: http.ServerResponse) => {
    // Headers already written with keep-alive: close the connection as soon as it falls idle.
    res.once('finish', () => setImmediate(() => server?.closeIdleConnections()))
  }

  // Register before the app's listener (api/main.ts), so the header is set before any handler runs.
  server?.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // Received after the signal (its bytes were already on the wire): answered, then the connection closes.
    if (draining) res.setHeader('Connection', 'close')
    pending.add(res)
    res.once('close', () => pending.delete(res))
  })

  return {
    get draining() {
      return draining
    },
    begin(signal) {
      if (draining) return
      draining = true
      // Nothing else may keep the process alive meanwhile (the push sender's HTTP/2 sessions are unref'd, the
      // server is closing): without a handle of its own, Node would exit with code 0 halfway through the drain,
      // a send in flight unrecorded and its claim held.
      const keepAlive = setInterval(() => {}, 60_000)
      const started = performance.now()
      if (server) logger.info({ signal, inFlight: pending.size }, 'shutting down: no new connections, finishing in-flight requests')
      else logger.info({ signal }, 'shutting down: no new jobs, finishing the deliveries in flight')

      for (const res of pending) {
        if (res.headersSent) closeWhenDone(res)
        else res.setHeader('Connection', 'close')
      }

      let cut = false
      const httpClosed = new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      const hardLimit = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          cut = true
          logger.warn({ graceMs, cut: pending.size }, 'shutdown grace period over: cutting the requests still running')
          server?.closeAllConnections()
          resolve()
        }, graceMs)
        timer.unref()
      })
      const jobsStopped = options.stopJobs().catch((err: unknown) => logger.error({ err }, 'stopping the jobs failed'))

      void (async () => {
        await Promise.race([httpClosed, hardLimit])
        await Promise.race([jobsStopped, hardLimit])
        try {
          await options.closeResources()
        } catch (err) {
          logger.error({ err }, 'closing the mailer or the database failed')
        }
        logger.info({ ms: Math.round(performance.now() - started), cut }, 'stopped')
        logger.flush(() => {
          clearInterval(keepAlive)
          options.exit(0)
        })
      })()
    },
  }
}
