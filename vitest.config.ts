import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { LongFilesFirst } from './tests/support/sequencer.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: { '@': here('./pwa'), '@contracts': here('./api/contracts') },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Each API test file migrates its own temporary SQLite database; two workers match the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The known long files first, so that neither worker ends the run alone (tests/support/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
  },
})
