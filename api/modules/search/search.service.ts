import type { Clock } from '../../clock.ts'
import type { Db } from '../../db.ts'

/** Search terms are counted case- and space-insensitively, so "SM Megamall" and "sm  megamall" are one term. */
export function normaliseSearchTerm(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** Records one search; the counts feed trending searches. */
export async function trackSearch(deps: { db: Db; clock: Clock }, query: string): Promise<void> {
  const term = normaliseSearchTerm(query)
  const now = deps.clock.now()
  await deps.db.searchQuery.upsert({
    where: { term },
    create: { term, count: 1, lastSearchedAt: now },
    update: { count: { increment: 1 }, lastSearchedAt: now },
  })
}
