/**
 * The server Playwright tests run against: the real product (built PWA + API in one Koa
 * process) on a temporary database seeded with the demo data. Builds the app first if needed.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../api/env.ts'
import { runServer } from '../../api/main.ts'
import { buildPwa, isBuildStale } from '../../scripts/lib/build.ts'
import { prepareDatabase } from '../../scripts/lib/database.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'gala-e2e-'))
const port = process.env.E2E_PORT ?? '4173'
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'gala.db')}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
if (isBuildStale(config.distDir)) await buildPwa()
console.info(await prepareDatabase(config.databaseUrl))
await runServer(config)
