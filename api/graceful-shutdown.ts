import type http from 'node:http'
import net from 'node:net'
import type { Logger } from './logger.ts'

export interface ShutdownOptions {
  /** The HTTP server to drain; absent in a worker process (`npm run start:worker`), which only stops its jobs. */
  server?: http.Server
  logger: Logger
  /**
   * How long kept-alive connections stay open after the signal (decision 042): a request a client sent on one
   * before it learned of the shutdown is answered (with `Connection: close`) instead of being reset unread.
   */
  keepAliveGraceMs?: number
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
 * Graceful shutdown of the HTTP server (issue 20, drain reworked in issue 35, decision 042): what a load
 * balancer's SIGTERM or a Ctrl-C asks for.
 *
 * 1. Stop listening: new connections are refused. Connections already open stay open for `keepAliveGraceMs`:
 *    a client may have written a request on a kept-alive connection just before (or just after) the signal,
 *    and closing that connection at once would throw the request away unread (the client sees a reset and
 *    cannot know whether its sign-up happened). Every request that arrives meanwhile, and every response not
 *    yet begun, is answered with `Connection: close`, so the client opens no further request on it and Node
 *    closes it after the answer.
 * 2. When the grace ends, close the connections that are idle (no request being read or answered). The
 *    close runs after one more round of reading the sockets (a timer, then setImmediate), so bytes that had
 *    arrived are parsed first and their connection counts as busy. A connection still answering a response
 *    begun with keep-alive before the signal closes as soon as that response is finished.
 * 3. Stop the jobs meanwhile (the delivery worker finishes the sends in flight and hands back its unstarted
 *    leases), then close the mailer and the database, flush the log and exit 0.
 *
 * The only request that can still be lost is one a client writes on a connection idle since before the
 * signal at the very moment it closes, `keepAliveGraceMs` later: HTTP/1.1's own race on idle connections
 * (RFC 9112 §9.6), which clients resolve by retrying on a fresh connection. A request still running after
 * `graceMs` is cut (logged with the count), so a stuck client never keeps the process alive.
 */
export function gracefulShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, graceMs, keepAliveGraceMs = 0 } = options
  /** Responses not finished yet: the ones to answer before exiting. */
  const pending = new Set<http.ServerResponse>()
  let draining = false
  /** Set when the keep-alive grace is over: from then on a connection closes as soon as it falls idle. */
  let closingIdle = false

  const closeIdle = () => setImmediate(() => server?.closeIdleConnections())

  // Register before the app's listener (api/main.ts), so the header is set before any handler runs.
  server?.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // Received after the signal: answered, and the client is told not to send more on this connection.
    if (draining) res.setHeader('Connection', 'close')
    pending.add(res)
    res.once('close', () => pending.delete(res))
    // A response begun with keep-alive before the signal, finishing after the grace: nothing else is coming.
    res.once('finish', () => {
      if (closingIdle) closeIdle()
    })
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
      if (server) logger.info({ signal, inFlight: pending.size, keepAliveGraceMs }, 'shutting down: no new connections, finishing in-flight requests')
      else logger.info({ signal }, 'shutting down: no new jobs, finishing the deliveries in flight')

      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close')

      let cut = false
      const httpClosed = new Promise<void>((resolve) => {
        if (!server) return resolve()
        // net.Server's close, not http.Server's: the latter (Node 19+) also closes every idle kept-alive
        // connection at once, the very thing the grace is for. The callback runs once the last connection closed.
        net.Server.prototype.close.call(server, () => resolve())
        const idleTimer = setTimeout(() => {
          closingIdle = true
          closeIdle()
        }, keepAliveGraceMs)
        idleTimer.unref()
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
