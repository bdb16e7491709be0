import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { MailConfig } from '../env.ts'
import type { Logger } from '../logger.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** The one way to send mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Human-readable description of where mail goes, for the start-up log. */
  readonly destination: string
  close(): void
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (the embedded default) every message is
 * written as a text file under `<DATA_DIR>/mail/` (readable by its owner only), so `npm start` works
 * with no mail server and a developer can read sign-in codes there. The log says where each file is and
 * never what it holds: codes are in the text and in most subjects, and the log is no place for them
 * (issue 35; `npm start` runs in production mode, where logs get shipped and kept).
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    const { hostname, port } = new URL(config.smtpUrl)
    return {
      destination: `SMTP ${hostname}:${port || 'default'}`,
      async send(message) {
        await transport.sendMail({ from: config.from, ...message })
        // No subject: sign-in and confirmation subjects carry the code.
        logger.info({ to: redactAddress(message.to) }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }
  return {
    destination: `files in ${config.outboxDir} (no SMTP_URL set)`,
    async send(message) {
      mkdirSync(config.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(config.outboxDir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`)
      const body = `From: ${config.from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`
      writeFileSync(file, body, { mode: 0o600 })
      // Where to read it, never what it says (nor the subject, which may carry the code).
      logger.info({ to: redactAddress(message.to), file }, 'mail written to a file, not sent (no SMTP_URL)')
    },
    close: () => {},
  }
}

/** "juan@example.com" → "j***@example.com": enough to debug delivery, not enough to harvest. */
export function redactAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}
