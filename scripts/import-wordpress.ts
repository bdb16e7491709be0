/**
 * `npm run import:wordpress -- --url https://example.com [--full] [--timeout 15000]`
 *
 * Imports posts, categories, tags, authors and media from a WordPress site's REST API into the
 * database of DATABASE_URL (default data/gala.db), after applying the migrations. Incremental and
 * safe to re-run (see api/modules/articles/wordpress-import.ts); `--full` reads every post again.
 * Exits 1 with one clear line when the site cannot be read.
 */
import { parseArgs } from 'node:util'
import { systemClock } from '../api/clock.ts'
import { createDb } from '../api/db.ts'
import { loadConfigOrExit } from '../api/main.ts'
import { formatSummary, importWordPress, WordPressImportError, WORDPRESS_IMPORT_TIMEOUT_MS } from '../api/modules/articles/wordpress-import.ts'
import { migrate } from './lib/migrate.ts'

const USAGE = 'Usage: npm run import:wordpress -- --url <https://your-wordpress-site> [--full] [--timeout <ms>]'

function readArguments() {
  try {
    const { values } = parseArgs({
      options: { url: { type: 'string' }, full: { type: 'boolean', default: false }, timeout: { type: 'string' }, help: { type: 'boolean', default: false } },
      strict: true,
    })
    if (values.help) {
      console.info(USAGE)
      process.exit(0)
    }
    if (!values.url) throw new Error('--url is required')
    const timeoutMs = values.timeout === undefined ? WORDPRESS_IMPORT_TIMEOUT_MS : Number(values.timeout)
    if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 300_000) throw new Error('--timeout must be a whole number of milliseconds between 100 and 300000')
    return { url: values.url, full: values.full, timeoutMs }
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}

const args = readArguments()
const config = loadConfigOrExit()
await migrate(config.databaseUrl)
const db = createDb(config.databaseUrl)
try {
  const summary = await importWordPress({ ...args, db, clock: systemClock, log: (line) => console.info(`[import] ${line}`) })
  for (const line of formatSummary(summary)) console.info(line)
} catch (error) {
  if (error instanceof WordPressImportError) {
    console.error(`[import] failed: ${error.message}`)
    process.exitCode = 1
  } else throw error
} finally {
  await db.$disconnect()
}
