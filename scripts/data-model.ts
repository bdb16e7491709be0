/**
 * `npm run docs:data-model`: regenerates the reference part of docs/data-model.md from prisma/schema.prisma and
 * the SQL migrations (scripts/lib/data-model.ts); the hand-written prose above its marker line is kept.
 * `--check` writes nothing and exits 1 when the doc is not what it would write (tests/unit/data-model.test.ts
 * runs the same comparison in npm test).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dataModelDocPath, expectedDataModelDoc } from './lib/data-model.ts'

const expected = expectedDataModelDoc()
const current = readFileSync(dataModelDocPath, 'utf8')
if (current === expected) {
  console.info('[docs:data-model] docs/data-model.md is up to date')
} else if (process.argv.includes('--check')) {
  console.error('[docs:data-model] docs/data-model.md is stale: run npm run docs:data-model')
  process.exit(1)
} else {
  writeFileSync(dataModelDocPath, expected)
  console.info('[docs:data-model] wrote docs/data-model.md')
}
