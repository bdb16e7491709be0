import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrate } from '../../scripts/lib/migrate.ts'

/**
 * Migrates one template SQLite database per test run; every test file then copies it
 * (tests/support/test-db.ts), which is much faster than running the migrations each time.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-template-'))
  const file = path.join(dir, 'template.db')
  await migrate(`file:${file}`)
  process.env.GALA_TEMPLATE_DB = file
  return () => rmSync(dir, { recursive: true, force: true })
}
