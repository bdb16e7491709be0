import { Prisma } from '../../generated/prisma/client.ts'
import type { AppDeps } from '../../types.ts'

type Db = AppDeps['db']

export interface AnalyticsRow {
  eventKey: string
  name: string
  path: string
  day: string
  term: string | null
  resultCount: number | null
  params: string
  occurredAt: Date
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** Stores the rows whose key is new; a key already stored (a replayed batch) is skipped. Returns how many were stored. */
export async function insertNewEvents(db: Db, rows: AnalyticsRow[]): Promise<number> {
  const unique = [...new Map(rows.map((row) => [row.eventKey, row])).values()]
  if (unique.length === 0) return 0
  const known = await db.analyticsEvent.findMany({ where: { eventKey: { in: unique.map((row) => row.eventKey) } }, select: { eventKey: true } })
  const seen = new Set(known.map((row) => row.eventKey))
  const fresh = unique.filter((row) => !seen.has(row.eventKey))
  if (fresh.length === 0) return 0
  try {
    return (await db.analyticsEvent.createMany({ data: fresh })).count
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // The same batch arrived twice at once: store row by row, skipping the keys the other request stored.
    let stored = 0
    for (const row of fresh) {
      try {
        await db.analyticsEvent.create({ data: row, select: { id: true } })
        stored += 1
      } catch (rowError) {
        if (!isUniqueViolation(rowError)) throw rowError
      }
    }
    return stored
  }
}

export function purgeEventsBefore(db: Db, before: Date) {
  return db.analyticsEvent.deleteMany({ where: { createdAt: { lt: before } } })
}

/** Range of Manila days, both included. */
export interface DayRange {
  from: string
  to: string
}

const inRange = (range: DayRange) => ({ day: { gte: range.from, lte: range.to } })

const under = (path: string | undefined) => (path && path !== '/' ? { path: { startsWith: path } } : {})

export async function countsByDay(db: Db, range: DayRange, name: string, path?: string) {
  const rows = await db.analyticsEvent.groupBy({ by: ['day'], where: { name, ...under(path), ...inRange(range) }, _count: { _all: true } })
  return rows.map((row) => ({ day: row.day, count: row._count._all }))
}

export async function topPaths(db: Db, range: DayRange, take: number, path?: string) {
  const rows = await db.analyticsEvent.groupBy({
    by: ['path'],
    where: { name: 'page_view', ...under(path), ...inRange(range) },
    _count: { path: true },
    orderBy: [{ _count: { path: 'desc' } }, { path: 'asc' }],
    take,
  })
  return rows.map((row) => ({ path: row.path, count: row._count.path }))
}

export async function topTerms(db: Db, range: DayRange, take: number, onlyWithoutResults: boolean) {
  const rows = await db.analyticsEvent.groupBy({
    by: ['term'],
    where: { name: 'search', term: { not: null }, ...(onlyWithoutResults ? { resultCount: 0 } : {}), ...inRange(range) },
    _count: { term: true },
    orderBy: [{ _count: { term: 'desc' } }, { term: 'asc' }],
    take,
  })
  return rows.map((row) => ({ term: row.term ?? '', count: row._count.term }))
}

export async function countsByName(db: Db, range: DayRange, names: readonly string[]) {
  const rows = await db.analyticsEvent.groupBy({ by: ['name'], where: { name: { in: [...names] }, ...inRange(range) }, _count: { _all: true } })
  return new Map(rows.map((row) => [row.name, row._count._all]))
}

export function countSearches(db: Db, range: DayRange, onlyWithoutResults: boolean) {
  return db.analyticsEvent.count({ where: { name: 'search', ...(onlyWithoutResults ? { resultCount: 0 } : {}), ...inRange(range) } })
}
