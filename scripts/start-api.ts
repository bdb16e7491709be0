/**
 * `npm run start:api`: one HTTP process of a scaled-out deployment (decision 026, docs/deploy.md). No release
 * jobs (`npm run start:worker` runs them), no migration (`npm run db:migrate` runs once per deploy), no seed,
 * no PWA build (`npm run build` once per deploy, or nginx serves dist/). Stops with one clear line when the
 * database lacks a checked-in migration.
 */
import { loadConfigOrExit, runServer } from '../api/main.ts'
import { requireMigrated, requireSharedSecrets } from './lib/require-migrated.ts'

process.env.NODE_ENV ??= 'production'
requireSharedSecrets(process.env, 'start:api')
const config = loadConfigOrExit()
await requireMigrated(config.databaseUrl, 'start:api')
await runServer(config, { jobs: false })
