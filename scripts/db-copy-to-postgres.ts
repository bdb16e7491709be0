/**
 * `npm run db:copy-to-postgres -- [postgresql://target] [--source file:data/gala.db] [--force] [--batch-size 1000]`
 *
 * Copies every table of a SQLite database into a PostgreSQL database, which it migrates first, then verifies
 * the row counts table by table (docs/deploy.md "Moving a SQLite database to PostgreSQL").
 * Target: the argument or TARGET_DATABASE_URL. Source: --source, SOURCE, DATABASE_URL when it is a file: URL,
 * else data/gala.db. Exits 1 when the target is not empty (without --force), on any error, and when a count
 * differs.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isPostgresUrl } from '../api/db-postgres.ts'
import { absoluteSqliteUrl, projectRoot } from '../api/env.ts'
import { CopyError, copySqliteToPostgres, formatCounts, redact } from './lib/copy-to-postgres.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    force: { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
  },
})

function fail(message: string): never {
  console.error(`[gala] ${message}`)
  process.exit(1)
}

const target = positionals[0] ?? process.env.TARGET_DATABASE_URL
if (!target) fail('Give the target: npm run db:copy-to-postgres -- postgresql://user:password@host:5432/gala (or TARGET_DATABASE_URL)')
if (!isPostgresUrl(target)) fail(`The target must be a postgresql:// URL (got "${redact(target)}")`)

const configured = values.source ?? process.env.SOURCE ?? (process.env.DATABASE_URL?.startsWith('file:') ? process.env.DATABASE_URL : undefined)
const source = absoluteSqliteUrl(configured ? (configured.startsWith('file:') ? configured : `file:${configured}`) : `file:${path.join(projectRoot, 'data', 'gala.db')}`)

const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size'])
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1)) fail('--batch-size must be a whole number of rows, 1 or more')

console.info(`[gala] copying ${source} into ${redact(target)}`)
const started = Date.now()
try {
  const report = await copySqliteToPostgres({ source, target, force: values.force, batchSize, log: (line) => console.info(`[gala] ${line}`) })
  console.info(formatCounts(report))
  console.info(`[gala] ${report.sequences.length} sequences set past the largest id; ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (report.mismatches.length > 0) fail(`Row counts differ in ${report.mismatches.map((m) => m.table).join(', ')}`)
  console.info(`[gala] copied and verified: ${report.tables.reduce((sum, t) => sum + t.postgresql, 0)} rows in ${report.tables.length} tables`)
} catch (err) {
  if (err instanceof CopyError) fail(err.message)
  if (err instanceof Error && err.message.startsWith('Database migration failed')) fail(err.message)
  throw err
}
