/** `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL (default data/gala.db). */
import { loadConfigOrExit } from '../api/main.ts'
import { migrate } from './lib/migrate.ts'

const config = loadConfigOrExit()
await migrate(config.databaseUrl)
console.info(`[gala] migrations applied to ${config.databaseUrl}`)
