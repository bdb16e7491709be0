/**
 * The server Playwright tests run against: the real product (built PWA + API in one Koa
 * process) on a temporary database seeded with the demo data. Builds the app first if needed.
 *
 * Sign-in mail is real: the app sends it over SMTP to a local catcher (tests/support/mail-catcher.ts)
 * started here, and the tests read it over HTTP from this process:
 *   GET http://127.0.0.1:${E2E_MAIL_PORT ?? 4174}/messages?to=someone@gala.test
 *   → [{ to, subject, text, date }], oldest first.
 * and, for tests that must move time on rows the API cannot (a seat hold running out without waiting 8 minutes):
 *   GET http://127.0.0.1:${E2E_MAIL_PORT ?? 4174}/database → { url } of this run's SQLite file.
 */
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../api/env.ts'
import { runServer } from '../../api/main.ts'
import { buildPwa, isBuildStale } from '../../scripts/lib/build.ts'
import { prepareDatabase } from '../../scripts/lib/database.ts'
import { E2E_ADMIN_EMAILS, E2E_MAIL_PORT, E2E_MODERATOR_EMAILS } from '../e2e/accounts.ts'
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'gala-e2e-'))
const port = process.env.E2E_PORT ?? '4173'

const databaseUrl = `file:${path.join(dataDir, 'gala.db')}`
const catcher = await startMailCatcher()
await serveMessages(catcher, E2E_MAIL_PORT, databaseUrl)

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: catcher.url,
  MAIL_FROM: 'Gala <no-reply@gala.test>',
  ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
  MODERATOR_EMAILS: E2E_MODERATOR_EMAILS.join(','),
  // Every test registers fresh accounts from 127.0.0.1, both projects and their retries on one server.
  REGISTRATIONS_PER_IP_PER_HOUR: '1000',
  // The staff accounts confirm their addresses from 127.0.0.1 too (tests/e2e/support.ts registerUser).
  EMAIL_CONFIRMATIONS_PER_IP: '1000',
  // Every page view of both browsers sends its analytics batch from 127.0.0.1 too (tests/e2e/analytics.spec.ts counts them).
  ANALYTICS_BATCHES_PER_IP_PER_MINUTE: '1000',
  // No social sign-in credentials: the sign-in buttons must say so instead of failing.
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  FACEBOOK_CLIENT_ID: '',
  FACEBOOK_CLIENT_SECRET: '',
  // No TICKETS_TEST_PROVIDER: as on a plain `npm start`, the bundled test payment provider is on because the
  // database is the demo database (decision 045), and the ticket tests pay through it.
  TICKETS_TEST_PROVIDER: '',
})
if (isBuildStale(config.distDir)) await buildPwa(config.distDir)
console.info(await prepareDatabase(config.databaseUrl))
const server = await runServer(config)
server.once('close', () => void catcher.close())

/** The catcher's messages as JSON over plain HTTP, for the Playwright test processes. */
async function serveMessages(mail: MailCatcher, listenPort: number, databaseUrl: string): Promise<void> {
  const mailServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'GET' && url.pathname === '/database') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ url: databaseUrl }))
      return
    }
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }))
      return
    }
    const to = url.searchParams.get('to') ?? undefined
    const list = mail.messagesTo(to).map((message) => ({
      to: message.to,
      subject: message.subject,
      text: message.text,
      date: new Date(message.receivedAt).toISOString(),
    }))
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(list))
  })
  await new Promise<void>((resolve, reject) => {
    mailServer.once('error', reject)
    mailServer.listen(listenPort, '127.0.0.1', () => resolve())
  })
  mailServer.unref()
}
