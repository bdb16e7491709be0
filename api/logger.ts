import pino, { type Logger } from 'pino'

export type { Logger }

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers and anything
 * named like a secret are redacted wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
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
    destination,
  )
}
