import { createDb } from '../../api/db.ts'
import { seedDatabase, topUpDemoShowtimes, topUpDemoTvGuide } from '../../prisma/seed-database.ts'
import { migrate } from './migrate.ts'

/**
 * Migrates, seeds the demo data when the database is empty, and keeps a demo database alive
 * by adding the coming days' showtimes. Returns a one-line summary for the log.
 */
export async function prepareDatabase(databaseUrl: string, now = new Date()): Promise<string> {
  await migrate(databaseUrl)
  const db = createDb(databaseUrl)
  try {
    const isEmpty = (await db.movie.count()) === 0 && (await db.user.count()) === 0
    if (isEmpty) {
      const summary = await seedDatabase(db, { now })
      return `database migrated and seeded with demo data (${JSON.stringify(summary)})`
    }
    const demo = await db.siteSetting.findUnique({ where: { key: 'demoData' } })
    if (demo?.value === 'true') {
      const added = await topUpDemoShowtimes(db, { now })
      const programmes = await topUpDemoTvGuide(db, { now })
      const tv = programmes > 0 ? `, ${programmes} TV programmes added` : ''
      return `database migrated; demo data kept${added > 0 ? `, ${added} showtimes added for the coming days` : ''}${tv}`
    }
    return 'database migrated; existing data kept'
  } finally {
    await db.$disconnect()
  }
}
