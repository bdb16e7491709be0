import { dialectOf, type Db } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'

/** Counts per Manila day ("YYYY-MM-DD" → count), for one figure. */
export type DayCounts = Map<string, number>

export interface WindowCounts {
  accounts: DayCounts
  reviews: DayCounts
  replies: DayCounts
  reports: DayCounts
  alertsSent: DayCounts
  alertsFailed: DayCounts
  errors: DayCounts
}

/**
 * The Manila calendar day of a timestamp column, as SQL. Manila is UTC+8 all year (no daylight saving since
 * 1978), so shifting by 8 hours and taking the date is exact. Columns are written by Prisma: ISO text on
 * SQLite ("…T…+00:00", which SQLite's date functions read), TIMESTAMP(3) in UTC on PostgreSQL.
 */
function manilaDay(db: Db, column: string): Prisma.Sql {
  const ref = Prisma.raw(column)
  return dialectOf(db) === 'postgresql' ? Prisma.sql`to_char(${ref} + INTERVAL '8 hours', 'YYYY-MM-DD')` : Prisma.sql`strftime('%Y-%m-%d', ${ref}, '+8 hours')`
}

interface GroupRow {
  day: string
  kind: string
  n: bigint | number
}

function collect(rows: GroupRow[], kinds: Record<string, DayCounts>): void {
  for (const row of rows) kinds[row.kind]?.set(row.day, Number(row.n))
}

/**
 * Everything the dashboard counts in [since, until): one grouped query per table (never one per day), each
 * bounded by an indexed range on its timestamp. Reviews and replies share one query, alerts sent and failed
 * another.
 */
export async function countsPerDay(db: Db, window: { since: Date; until: Date; firstDay: string }): Promise<WindowCounts> {
  const { since, until } = window
  const counts: WindowCounts = {
    accounts: new Map(),
    reviews: new Map(),
    replies: new Map(),
    reports: new Map(),
    alertsSent: new Map(),
    alertsFailed: new Map(),
    errors: new Map(),
  }
  const createdDay = manilaDay(db, '"createdAt"')
  const deliveryDay = manilaDay(db, '"completedAt"')
  const [users, posts, reports, deliveries, errors] = await Promise.all([
    db.$queryRaw<GroupRow[]>`
      SELECT ${createdDay} AS "day", 'accounts' AS "kind", COUNT(*) AS "n" FROM "User"
      WHERE "createdAt" >= ${since} AND "createdAt" < ${until}
      GROUP BY 1`,
    db.$queryRaw<GroupRow[]>`
      SELECT ${createdDay} AS "day", "postType" AS "kind", COUNT(*) AS "n" FROM "Post"
      WHERE "postType" IN ('review', 'reply') AND "createdAt" >= ${since} AND "createdAt" < ${until}
      GROUP BY 1, 2`,
    db.$queryRaw<GroupRow[]>`
      SELECT ${createdDay} AS "day", 'reports' AS "kind", COUNT(*) AS "n" FROM "PostReport"
      WHERE "createdAt" >= ${since} AND "createdAt" < ${until}
      GROUP BY 1`,
    // Finished deliveries by the day they finished: delivered = sent; any other final status (failed, expired) = failed.
    db.$queryRaw<GroupRow[]>`
      SELECT ${deliveryDay} AS "day", CASE WHEN "status" = 'delivered' THEN 'sent' ELSE 'failed' END AS "kind", COUNT(*) AS "n" FROM "AlertDelivery"
      WHERE "completedAt" >= ${since} AND "completedAt" < ${until} AND "status" <> 'pending'
      GROUP BY 1, 2`,
    db.serverErrorDay.findMany({ where: { day: { gte: window.firstDay } }, select: { day: true, count: true } }),
  ])
  collect(users, { accounts: counts.accounts })
  collect(posts, { review: counts.reviews, reply: counts.replies })
  collect(reports, { reports: counts.reports })
  collect(deliveries, { sent: counts.alertsSent, failed: counts.alertsFailed })
  for (const row of errors) counts.errors.set(row.day, row.count)
  return counts
}

/** Open reports right now, and the posts they are about (the moderation queues' "reported" posts). */
export async function reportsWaiting(db: Db): Promise<{ reports: number; posts: number }> {
  const [reports, posts] = await Promise.all([
    db.postReport.count({ where: { status: 'open' } }),
    db.post.count({ where: { reports: { some: { status: 'open' } } } }),
  ])
  return { reports, posts }
}

/** The latest server error on or after `firstDay`. */
export function lastServerError(db: Db, firstDay: string) {
  return db.serverErrorDay.findFirst({
    where: { day: { gte: firstDay } },
    orderBy: { day: 'desc' },
    select: { lastAt: true, lastStatus: true, lastRequestId: true },
  })
}

/**
 * Adds one server error to its Manila day in one statement (ON CONFLICT works the same on SQLite and
 * PostgreSQL), so concurrent errors never lose a count.
 */
export async function addServerError(db: Db, error: { day: string; at: Date; status: number; requestId: string | null }): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "ServerErrorDay" ("day", "count", "lastAt", "lastStatus", "lastRequestId")
    VALUES (${error.day}, 1, ${error.at}, ${error.status}, ${error.requestId})
    ON CONFLICT ("day") DO UPDATE SET "count" = "ServerErrorDay"."count" + 1, "lastAt" = excluded."lastAt",
      "lastStatus" = excluded."lastStatus", "lastRequestId" = excluded."lastRequestId"`
}
