import type { Db } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'

/**
 * The outbox's hot statements in SQL (decision 012). A Prisma query carrying a list of 200 ids costs about
 * 9 ms of CPU to compile, the same statement written out 0.7 ms: at thousands of pushes a second that is the
 * difference between the database and the network being the limit. Ids are integers we read from the
 * database (checked below) and every other value is a bound parameter. Identifiers are quoted and only
 * portable SQL is used (UPDATE … RETURNING, INSERT … SELECT … ON CONFLICT DO NOTHING).
 */

type Client = Db | Prisma.TransactionClient

/** `1,2,3` for an IN list; refuses anything but positive integers. */
function idList(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`not a row id: ${id}`)
  return ids.join(',')
}

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
 * Claims up to `limit` due rows in one statement: pending, due, and not held by a live lease. The UPDATE
 * takes the write lock, so two workers never get the same row.
 */
export async function claimDue(db: Db, options: { now: Date; leaseUntil: Date; owner: string; limit: number }): Promise<ClaimedDelivery[]> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `UPDATE "AlertDelivery" SET "leaseUntil" = ?, "leaseOwner" = ?, "attempts" = "attempts" + 1
     WHERE "id" IN (
       SELECT "id" FROM "AlertDelivery"
       WHERE "status" = 'pending' AND "nextAttemptAt" <= ? AND ("leaseUntil" IS NULL OR "leaseUntil" < ?)
       ORDER BY "id" LIMIT ${Math.max(1, Math.floor(options.limit))}
     )
     RETURNING "id", "channel", "movieId", "inboxId", "subscriptionId", "email", "attempts", "expiresAt"`,
    options.leaseUntil,
    options.owner,
    options.now,
    options.now,
  )
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
  const rows = await db.$queryRawUnsafe<{ id: number | bigint; endpoint: string; p256dh: string; auth: string }[]>(
    `SELECT "id", "endpoint", "p256dh", "auth" FROM "PushSubscription" WHERE "id" IN (${idList(subscriptionIds)})`,
  )
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
    await db.$executeRawUnsafe(
      `UPDATE "AlertDelivery" SET "status" = 'delivered', "lastStatus" = ${Math.floor(status)}, "lastError" = NULL, "completedAt" = ?, "leaseUntil" = NULL, "leaseOwner" = NULL
       WHERE "id" IN (${idList(ids)})`,
      now,
    )
  }
  if (subscriptionIds.length > 0) {
    await db.$executeRawUnsafe(
      `UPDATE "PushSubscription" SET "lastSuccessAt" = ?, "failures" = 0, "failingSince" = NULL WHERE "id" IN (${idList(subscriptionIds)})`,
      now,
    )
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
  const inbox = await tx.$executeRawUnsafe(
    `INSERT INTO "InboxNotification" ("userId", "title", "message", "isRead", "movieId", "movieUrl", "releaseDate", "createdAt", "releaseNotificationId")
     SELECT a."userId", ?, ?, false, a."movieId", ?, ?, ?, a."id" FROM "MovieReleaseNotification" a WHERE a."id" IN (${ids})
     ON CONFLICT ("releaseNotificationId") DO NOTHING`,
    batch.title,
    batch.message,
    batch.movieUrl,
    batch.releaseDate,
    batch.now,
  )
  const push = await tx.$executeRawUnsafe(
    `INSERT INTO "AlertDelivery" ("dedupeKey", "releaseNotificationId", "movieId", "userId", "inboxId", "channel", "subscriptionId", "status", "attempts", "nextAttemptAt", "expiresAt", "createdAt")
     SELECT 'push:' || a."id" || ':' || s."id", a."id", a."movieId", a."userId", i."id", 'push', s."id", 'pending', 0, ?, ?, ?
     FROM "MovieReleaseNotification" a
     JOIN "PushSubscription" s ON s."userId" = a."userId" AND s."vapidPublicKey" = ?
     LEFT JOIN "InboxNotification" i ON i."releaseNotificationId" = a."id"
     WHERE a."id" IN (${ids})
     ORDER BY a."id", s."id"
     ON CONFLICT ("dedupeKey") DO NOTHING`,
    batch.now,
    batch.expiresAt,
    batch.now,
    batch.vapidPublicKey,
  )
  const email = await tx.$executeRawUnsafe(
    `INSERT INTO "AlertDelivery" ("dedupeKey", "releaseNotificationId", "movieId", "userId", "inboxId", "channel", "email", "status", "attempts", "nextAttemptAt", "expiresAt", "createdAt")
     SELECT 'email:' || a."id" || ':' || lower(coalesce(a."email", u."email")), a."id", a."movieId", a."userId", i."id", 'email', coalesce(a."email", u."email"), 'pending', 0, ?, ?, ?
     FROM "MovieReleaseNotification" a
     JOIN "User" u ON u."id" = a."userId"
     LEFT JOIN "InboxNotification" i ON i."releaseNotificationId" = a."id"
     WHERE a."id" IN (${ids}) AND coalesce(a."email", u."email") IS NOT NULL
     ORDER BY a."id"
     ON CONFLICT ("dedupeKey") DO NOTHING`,
    batch.now,
    batch.expiresAt,
    batch.now,
  )
  return { inbox, deliveries: push + email }
}

/** Marks up to `limit` of a movie's waiting alerts notified, in one statement; returns their ids. */
export async function flipWaitingAlerts(tx: Client, movieId: number, now: Date, limit: number): Promise<number[]> {
  const rows = await tx.$queryRawUnsafe<{ id: number | bigint }[]>(
    `UPDATE "MovieReleaseNotification" SET "notified" = true, "notifiedAt" = ?
     WHERE "id" IN (SELECT "id" FROM "MovieReleaseNotification" WHERE "movieId" = ${idList([movieId])} AND "notified" = false ORDER BY "id" LIMIT ${Math.max(1, Math.floor(limit))})
     RETURNING "id"`,
    now,
  )
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}
