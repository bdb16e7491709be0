/**
 * One release scheduler pass in a process of its own, as a `npm run start:worker` process runs it (tests of
 * decision 026: several schedulers on one database). Started with `fork(file, [], { execArgv: ['--import',
 * 'tsx'], env: { DATABASE_URL, DATA_DIR, NOW } })`: connects, sends { type: 'ready' }, waits for { type: 'go' },
 * runs releaseDueAlerts with the clock fixed at NOW, sends { type: 'done', results } and exits.
 */
import { fixedClock } from '../../api/clock.ts'
import { createDb } from '../../api/db.ts'
import { loadConfig } from '../../api/env.ts'
import { releaseDueAlerts } from '../../api/jobs/release-alerts.ts'
import { createLogger } from '../../api/logger.ts'

const config = loadConfig({ ...process.env, NODE_ENV: 'test' })
const db = createDb(config.databaseUrl)
await db.$connect()
await db.movie.count()
const deps = { db, config, clock: fixedClock(process.env.NOW!), logger: createLogger('silent') }

process.once('message', async () => {
  try {
    const results = await releaseDueAlerts(deps)
    process.send!({ type: 'done', results })
  } catch (err) {
    process.send!({ type: 'failed', error: String((err as Error).stack ?? err) })
  } finally {
    await db.$disconnect()
    process.disconnect()
  }
})
process.send!({ type: 'ready' })
