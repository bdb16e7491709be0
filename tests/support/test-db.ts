import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDb, type Db } from '../../api/db.ts'
import { projectRoot } from '../../api/env.ts'

export interface TestDatabase {
  url: string
  dir: string
  db: Db
  /** Disconnects and deletes the temporary folder. */
  destroy(): Promise<void>
}

/**
 * A fresh SQLite file in a temporary folder, migrated with the checked-in migrations: a copy of the
 * run's template database (tests/support/global-setup.ts), or migrated here when there is none.
 */
export function createTestDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-test-'))
  const url = `file:${path.join(dir, 'test.db')}`
  const template = process.env.GALA_TEMPLATE_DB
  if (template) copyFileSync(template, path.join(dir, 'test.db'))
  else {
    execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'pipe',
    })
  }
  const db = createDb(url)
  return {
    url,
    dir,
    db,
    destroy: async () => {
      await db.$disconnect()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
