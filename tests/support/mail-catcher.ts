/**
 * A real local SMTP server for tests: it accepts every message (no auth, no TLS), parses it with
 * postal-mime and keeps it in memory so a test can read the sign-in code from a real mail.
 *
 * API tests:   const catcher = await startMailCatcher()
 *              const app = await startTestApp({ env: { SMTP_URL: catcher.url } })
 *              const mail = await catcher.waitForMessage({ to: 'maria@example.test' })
 *              const code = extractLoginCode(mail)
 * Playwright:  start it in the web-server process (or global setup) and pass `catcher.url` as SMTP_URL
 *              to the app; it only depends on smtp-server and postal-mime.
 */
import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface CaughtMessage {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[]
  /** Envelope sender (MAIL FROM). */
  from: string
  subject: string
  text: string
  html: string
  /** Header name (lower-case) → first value. */
  headers: Record<string, string>
  /** Wall-clock time the message arrived (Date.now()), strictly increasing from one message to the next. */
  receivedAt: number
  raw: string
}

export interface MailCatcher {
  /** smtp://127.0.0.1:PORT — use as SMTP_URL. */
  url: string
  port: number
  /** Every message received so far, oldest first. */
  messages: CaughtMessage[]
  /**
   * Resolves with the first message (oldest first) to `to` that arrived at or after `since`
   * (a Date.now() value, default 0), waiting up to `timeoutMs` (default 5000) for one to arrive.
   */
  waitForMessage(filter: { to: string; since?: number }, timeoutMs?: number): Promise<CaughtMessage>
  /**
   * A `since` value that excludes every message received so far (Date.now() can repeat within a
   * millisecond): `const since = catcher.mark(); …send…; await catcher.waitForMessage({ to, since })`.
   */
  mark(): number
  /** Messages to `to` (all when omitted). */
  messagesTo(to?: string): CaughtMessage[]
  /** Forget every received message. */
  clear(): void
  close(): Promise<void>
}

/** The 6-digit sign-in code in a message's subject or text, or null. */
export function extractLoginCode(message: Pick<CaughtMessage, 'subject' | 'text'>): string | null {
  return /\b(\d{6})\b/.exec(message.subject)?.[1] ?? /\b(\d{6})\b/.exec(message.text)?.[1] ?? null
}

export async function startMailCatcher(options: { port?: number; host?: string } = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const messages: CaughtMessage[] = []
  const waiters = new Set<() => void>()
  let lastReceivedAt = 0

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        PostalMime.parse(raw)
          .then((email) => {
            const headers: Record<string, string> = {}
            for (const header of email.headers) headers[header.key] ??= header.value
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              headers,
              receivedAt: (lastReceivedAt = Math.max(Date.now(), lastReceivedAt + 1)),
              raw,
            })
            for (const wake of waiters) wake()
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // smtp-server keeps the net.Server as `server`; its typings do not expose address().
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port

  const matches = (message: CaughtMessage, to: string | undefined, since = 0) =>
    (to === undefined || message.to.includes(to.toLowerCase())) && message.receivedAt >= since

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    mark: () => Math.max(Date.now(), lastReceivedAt + 1),
    messagesTo: (to) => messages.filter((m) => matches(m, to)),
    clear: () => {
      messages.length = 0
    },
    waitForMessage({ to, since }, timeoutMs = 5000) {
      return new Promise<CaughtMessage>((resolve, reject) => {
        const check = () => {
          const found = messages.find((m) => matches(m, to, since))
          if (!found) return false
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(found)
          return true
        }
        const wake = () => void check()
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (${messages.length} message(s) caught)`))
        }, timeoutMs)
        if (!check()) waiters.add(wake)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
