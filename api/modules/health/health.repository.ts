import type { Db } from '../../db.ts'

/** The cheapest round trip to the database: throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`
}
