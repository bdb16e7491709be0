/** `npm run db:seed`: loads the demo data into the configured database (idempotent). */
import { createDb } from '../api/db.ts'
import { loadConfig } from '../api/env.ts'
import { seedDatabase } from './seed-database.ts'

const config = loadConfig()
const db = createDb(config.databaseUrl)
try {
  const started = Date.now()
  const summary = await seedDatabase(db, { now: new Date() })
  console.info(
    `Seeded demo data in ${Date.now() - started} ms: ${summary.movies} movies, ${summary.theaters} cinemas in ${summary.malls} malls, ` +
      `${summary.schedules} showtimes (${summary.schedulesAdded} added), ${summary.articles} articles, ${summary.places} places, ` +
      `${summary.events} events, ${summary.festivals} festivals, ${summary.users} users, ${summary.posts} posts.`,
  )
} finally {
  await db.$disconnect()
}
