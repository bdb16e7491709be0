/**
 * `npm start`: one command runs the whole product on a fresh clone.
 * Migrates the embedded SQLite database, seeds demo data when it is empty, builds the PWA when
 * the build is missing or stale, then serves API and app from one Koa process.
 */
import path from 'node:path'
import { loadConfigOrExit, runServer } from '../api/main.ts'
import { buildPwa, isBuildStale } from './lib/build.ts'
import { prepareDatabase } from './lib/database.ts'

process.env.NODE_ENV ??= 'production'
const config = loadConfigOrExit()

console.info(`[gala] ${await prepareDatabase(config.databaseUrl)}`)
if (isBuildStale(config.distDir)) {
  console.info('[gala] building the app (dist/ is missing or older than its sources)…')
  await buildPwa(config.distDir)
} else {
  console.info('[gala] app build is up to date')
}
await runServer(config)
if (!config.mail.smtpUrl) {
  const outbox = path.relative(process.cwd(), config.mail.outboxDir) || config.mail.outboxDir
  console.info(`[gala] No SMTP_URL: sign-in codes are written to files in ${outbox}/ (not to the log). Try admin@gala.test.`)
}
