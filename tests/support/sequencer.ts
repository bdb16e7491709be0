import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The test files that take longest, in seconds (the larger of the SQLite and the PostgreSQL run, on a quiet 2-core
 * machine, 27 Nov 2026). A clean clone (CI) has no timings of its own, and Vitest then starts the largest files first;
 * these long ones, started late, were each run's last minute or more while the other worker sat idle.
 */
const LONG_FILES: Record<string, number> = {
  'tests/api/route-fuzz.test.ts': 180,
  'tests/api/worker-processes.test.ts': 28,
  'tests/api/copy-to-postgres.test.ts': 27,
  'tests/api/auth-sessions.test.ts': 27,
  'tests/api/auth-password.test.ts': 26,
  'tests/api/wordpress-import.test.ts': 24,
  'tests/api/auth-codes.test.ts': 18,
  'tests/api/scale-out.test.ts': 18,
  'tests/api/process.test.ts': 14,
  'tests/api/postgres.test.ts': 12,
  'tests/unit/seed.test.ts': 10,
  'tests/api/push-delivery.test.ts': 10,
  'tests/api/verified-addresses.test.ts': 9,
  'tests/api/widgets.test.ts': 8,
}

/** Vitest's own order (failed first, then longest by its cache, else largest), with the known long files ahead. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const seconds = (spec: TestSpecification) => LONG_FILES[path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/')] ?? 0
    return sorted.sort((a, b) => seconds(b) - seconds(a))
  }
}
