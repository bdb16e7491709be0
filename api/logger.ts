import pino, { type Logger } from 'pino'

export type { Logger }

const accessLoggers = new WeakMap<Logger, Logger>()

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers and anything
 * named like a secret are redacted wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  // Buffered, asynchronous writes to stdout: a synchronous write per line cost more than the
  // cached reads it logs. api/main.ts flushes on shutdown; a crash may lose the last few lines.
  const stream = destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 })
  // Epoch milliseconds (pino's default): formatting an ISO string on every line costs CPU on hot paths.
  const shared = { level, base: undefined }
  const logger = pino(
    {
      ...shared,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.code',
          '*.token',
          '*.secret',
          '*.sessionSecret',
        ],
        censor: '[redacted]',
      },
    },
    stream,
  )
  accessLoggers.set(logger, pino(shared, stream))
  return logger
}

/**
 * The logger for the one line each request writes (api/middlewares/request-context.ts). Those lines
 * have fixed fields that never hold secrets (the path without its query string, status, timing), so
 * they skip redaction, which copies every logged object (about 25 µs a line, a quarter of a cached
 * read). Everything else goes through the redacting logger.
 */
export function accessLoggerFor(logger: Logger): Logger {
  return accessLoggers.get(logger) ?? logger
}
