import { dialectOf, type Db } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'

/**
 * The outbox's hot statements in SQL (decision 012). A Prisma query carrying a list of 200 ids costs about
 * 9 ms of CPU to compile, the same statement written out 0.7 ms: at thousands of pushes a second that is the
 * difference between the database and the network being the limit. Ids are integers we read from the
 * database (checked below) and every other value is a bound parameter (Prisma.sql writes the placeholders of
 * the client's database). Identifiers are quoted and only SQL that SQLite and PostgreSQL share is used
 * (UPDATE … RETURNING, INSERT … SELECT … ON CONFLICT DO NOTHING, ||), except the claim's row locks below.
 */

type Client = Db | Prisma.TransactionClient

/** `1,2,3` for an IN list, written into the statement; refuses anything but positive integers. */
function idList(ids: readonly number[]): Prisma.Sql {
  for (const id of ids) if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`not a row id: ${id}`)
  return Prisma.raw(ids.join(','))
}

/** A LIMIT count written into the statement (at least 1). */
const limitOf = (limit: number) => Prisma.raw(String(Math.max(1, Math.floor(limit))))

export interface ClaimedDelivery {
  id: number
  channel: string
  movieId: number
  inboxId: number | null
  subscriptionId: number | null
  email: string | null
  attempts: number
  expiresAt: Date
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * Claims up to `limit` due rows in one statement: pending, due, and not held by a live lease. On SQLite the
 * UPDATE takes the database's write lock, so two workers never get the same row. On PostgreSQL the inner
 * SELECT locks the rows it picks FOR UPDATE SKIP LOCKED: a second worker claiming at the same moment skips
 * them and takes the next ones, instead of waiting and then re-claiming rows the first one already leased.
 */
export async function claimDue(db: Db, options: { now: Date; leaseUntil: Date; owner: string; limit: number }): Promise<ClaimedDelivery[]> {
  const lock = dialectOf(db) === 'postgresql' ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    UPDATE "AlertDelivery" SET "leaseUntil" = ${options.leaseUntil}, "leaseOwner" = ${options.owner}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "AlertDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${options.now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${options.now})
      ORDER BY "id" LIMIT ${limitOf(options.limit)}
      ${lock}
    )
    RETURNING "id", "channel", "movieId", "inboxId", "subscriptionId", "email", "attempts", "expiresAt"`
  return rows
    .map((row) => ({
      id: Number(row.id),
      channel: String(row.channel),
      movieId: Number(row.movieId),
      inboxId: toNumber(row.inboxId),
      subscriptionId: toNumber(row.subscriptionId),
      email: row.email == null ? null : String(row.email),
      attempts: Number(row.attempts),
      expiresAt: new Date(row.expiresAt as string | Date),
    }))
    .sort((a, b) => a.id - b.id)
}

export async function findTargets(
  db: Db,
  subscriptionIds: number[],
): Promise<{ id: number; endpoint: string; p256dh: string; auth: string }[]> {
  if (subscriptionIds.length === 0) return []
  const rows = await db.$queryRaw<{ id: number | bigint; endpoint: string; p256dh: string; auth: string }[]>`
    SELECT "id", "endpoint", "p256dh", "auth" FROM "PushSubscription" WHERE "id" IN (${idList(subscriptionIds)})`
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** Records 2xx answers: the rows are done, and their subscriptions work (failures forgotten). */
export async function markDelivered(
  db: Db,
  rows: { id: number; subscriptionId: number | null; status: number }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return
  const byStatus = new Map<number, number[]>()
  for (const row of rows) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row.id])
  const subscriptionIds = [...new Set(rows.map((row) => row.subscriptionId).filter((id): id is number => id !== null))]
  // Two statements, no transaction: were the second lost, a subscription would only keep an old failure count.
  for (const [status, ids] of byStatus) {
    await db.$executeRaw`
      UPDATE "AlertDelivery" SET "status" = 'delivered', "lastStatus" = ${Math.floor(status)}, "lastError" = NULL, "completedAt" = ${now}, "leaseUntil" = NULL, "leaseOwner" = NULL
      WHERE "id" IN (${idList(ids)})`
  }
  if (subscriptionIds.length > 0) {
    await db.$executeRaw`
      UPDATE "PushSubscription" SET "lastSuccessAt" = ${now}, "failures" = 0, "failingSince" = NULL WHERE "id" IN (${idList(subscriptionIds)})`
  }
}

export interface AlertBatch {
  alertIds: number[]
  movieId: number
  title: string
  message: string
  movieUrl: string
  releaseDate: string | null
  now: Date
  expiresAt: Date
  vapidPublicKey: string
}

/**
 * For alerts just marked notified: one inbox item each (unique on the alert), one push delivery per
 * subscription of the user made with the current VAPID key (unique per alert and subscription) and one email
 * delivery to the alert's address, else the account's (unique per alert and address). Rows that exist
 * already are left alone, so running this twice adds nothing. Returns the deliveries added.
 */
export async function enqueueAlerts(tx: Client, batch: AlertBatch): Promise<{ inbox: number; deliveries: number }> {
  const ids = idList(batch.alertIds)
  // Values in an INSERT … SELECT list have no column to take their type from: PostgreSQL reads an untyped
  // parameter there as text, so the instants are cast (SQLite keeps them as Prisma wrote them).
  const instant = (value: Date) => (dialectOf(tx) === 'postgresql' ? Prisma.sql`CAST(${value} AS TIMESTAMP(3))` : Prisma.sql`${value}`)
  const inbox = await tx.$executeRaw`
    INSERT INTO "InboxNotification" ("userId", "title", "message", "isRead", "movieId", "movieUrl", "releaseDate", "createdAt", "releaseNotificationId")
    SELECT a."userId", ${batch.title}, ${batch.message}, false, a."movieId", ${batch.movieUrl}, ${batch.releaseDate}, ${instant(batch.now)}, a."id"
    FROM "MovieReleaseNotification" a WHERE a."id" IN (${ids})
    ON CONFLICT ("releaseNotificationId") DO NOTHING`
  const push = await tx.$executeRaw`
    INSERT INTO "AlertDelivery" ("dedupeKey", "releaseNotificationId", "movieId", "userId", "inboxId", "channel", "subscriptionId", "status", "attempts", "nextAttemptAt", "expiresAt", "createdAt")
    SELECT 'push:' || a."id" || ':' || s."id", a."id", a."movieId", a."userId", i."id", 'push', s."id", 'pending', 0, ${instant(batch.now)}, ${instant(batch.expiresAt)}, ${instant(batch.now)}
    FROM "MovieReleaseNotification" a
    JOIN "PushSubscription" s ON s."userId" = a."userId" AND s."vapidPublicKey" = ${batch.vapidPublicKey}
    LEFT JOIN "InboxNotification" i ON i."releaseNotificationId" = a."id"
    WHERE a."id" IN (${ids})
    ORDER BY a."id", s."id"
    ON CONFLICT ("dedupeKey") DO NOTHING`
  const email = await tx.$executeRaw`
    INSERT INTO "AlertDelivery" ("dedupeKey", "releaseNotificationId", "movieId", "userId", "inboxId", "channel", "email", "status", "attempts", "nextAttemptAt", "expiresAt", "createdAt")
    SELECT 'email:' || a."id" || ':' || lower(coalesce(a."email", u."email")), a."id", a."movieId", a."userId", i."id", 'email', coalesce(a."email", u."email"), 'pending', 0, ${instant(batch.now)}, ${instant(batch.expiresAt)}, ${instant(batch.now)}
    FROM "MovieReleaseNotification" a
    JOIN "User" u ON u."id" = a."userId"
    LEFT JOIN "InboxNotification" i ON i."releaseNotificationId" = a."id"
    WHERE a."id" IN (${ids}) AND coalesce(a."email", u."email") IS NOT NULL
    ORDER BY a."id"
    ON CONFLICT ("dedupeKey") DO NOTHING`
  return { inbox, deliveries: push + email }
}

/**
 * Marks up to `limit` of a movie's waiting alerts notified, in one statement; returns their ids: the claim
 * that makes a release happen once however many schedulers run (decision 026). On SQLite the UPDATE holds
 * the database's write lock until the transaction ends, so a second scheduler's claim runs after it and
 * finds these notified. On PostgreSQL (READ COMMITTED) the inner SELECT picks its rows from its snapshot:
 * it locks them FOR UPDATE SKIP LOCKED, so a scheduler claiming at the same moment takes the next ones
 * instead of waiting, and the outer `"notified" = false`, rechecked on the row's latest version after any
 * wait, keeps a row that another transaction flipped meanwhile out of this claim (the subquery alone is not
 * rechecked, so without it both would "claim" the row and both would count it).
 */
export async function flipWaitingAlerts(tx: Client, movieId: number, now: Date, limit: number): Promise<number[]> {
  const lock = dialectOf(tx) === 'postgresql' ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty
  const rows = await tx.$queryRaw<{ id: number | bigint }[]>`
    UPDATE "MovieReleaseNotification" SET "notified" = true, "notifiedAt" = ${now}
    WHERE "notified" = false AND "id" IN (
      SELECT "id" FROM "MovieReleaseNotification" WHERE "movieId" = ${idList([movieId])} AND "notified" = false ORDER BY "id" LIMIT ${limitOf(limit)}
      ${lock}
    )
    RETURNING "id"`
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

// ---- The worker's per-row writes (Prisma queries: one row at a time, off the hot path) ----

/** Ends a row: delivered, failed or expired, with the last answer and error; its lease is released. */
export async function finishDelivery(db: Db, id: number, data: { status: string; lastStatus: number | null; lastError: string; completedAt: Date }): Promise<void> {
  await db.alertDelivery.update({
    where: { id },
    data: { status: data.status, lastStatus: data.lastStatus, lastError: data.lastError, completedAt: data.completedAt, leaseUntil: null, leaseOwner: null },
  })
}

/** Puts a row back in the queue for `nextAttemptAt`, its lease released. */
export async function rescheduleDelivery(db: Db, id: number, data: { nextAttemptAt: Date; lastStatus: number; lastError: string }): Promise<void> {
  await db.alertDelivery.update({
    where: { id },
    data: { nextAttemptAt: data.nextAttemptAt, lastStatus: data.lastStatus, lastError: data.lastError, leaseUntil: null, leaseOwner: null },
  })
}

/** Hands back claims this worker did not start: still pending and still leased by `owner`; the claim's attempt is undone. */
export async function releaseClaims(db: Db, ids: number[], owner: string, pendingStatus: string): Promise<void> {
  await db.alertDelivery.updateMany({
    where: { id: { in: ids }, leaseOwner: owner, status: pendingStatus },
    data: { leaseUntil: null, leaseOwner: null, attempts: { decrement: 1 } },
  })
}

/** Deletes a push subscription (gone, or failing too long); nothing when it is already gone. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { id } })
}

/**
 * Counts one more failure of a subscription and, on its first, notes since when it fails. Returns the count
 * and the moment it started failing (null when this was the first: the caller's `now` is that moment).
 */
export async function recordSubscriptionFailure(db: Db, id: number, now: Date): Promise<{ failures: number; failingSince: Date | null }> {
  const sub = await db.pushSubscription.update({
    where: { id },
    data: { failures: { increment: 1 } },
    select: { failures: true, failingSince: true },
  })
  if (!sub.failingSince) await db.pushSubscription.update({ where: { id }, data: { failingSince: now } })
  return sub
}
