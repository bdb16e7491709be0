import type { Db } from '../../db.ts'
import type { Clock } from '../../clock.ts'
import { postFieldsSelect } from '../posts/posts.repository.ts'

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)
/** JSON columns (activity data, content snapshots, widget order) are exported parsed, not as strings. */
function parsed(value: string | null): unknown {
  if (value === null) return null
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
const dates = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] }

/**
 * Everything Gala stores about one account (GET /api/user/export; decision 023), one key per table that
 * refers to the person, named by its Prisma model so a test can hold the list against the schema: a model
 * with a User relation that is not here fails tests/api/privacy.test.ts.
 *
 * Never exported: secrets (User.passwordHash, Session ids, which are token hashes, LoginCode hashes, a push
 * subscription's keys and full endpoint, which are the browser's credentials) and stored replies of other
 * requests (IdempotencyKey bodies). Each select names its columns, so a secret added later is not exported by accident.
 */
export async function buildDataExport(db: Db, clock: Clock, userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      name: true,
      firstName: true,
      lastName: true,
      displayName: true,
      bio: true,
      email: true,
      emailVerifiedAt: true,
      avatar: true,
      avatarColor: true,
      role: true,
      isAdmin: true,
      points: true,
      level: true,
      streakDays: true,
      passwordHash: true,
      usernameChangedAt: true,
      activityPrivate: true,
      createdAt: true,
      updatedAt: true,
    },
  })
  const { passwordHash, ...profile } = user
  const mine = { userId }
  const [sessions, loginCodes, oauthAccounts, posts, likes, following, followers, activities, notifications, releaseAlerts, pushSubscriptions, widgetPreference, submittedEvents, idempotencyKeys, releaseAlertRuns, postReports, usernameHistory, alertDeliveries, pointAwards, auditEntries, seatHolds, ticketTransactions, tickets, checkedInTickets] =
    await Promise.all([
      db.session.findMany({ where: mine, select: { createdAt: true, expiresAt: true, lastSeenAt: true, userAgent: true }, orderBy: { createdAt: 'asc' } }),
      db.loginCode.findMany({ where: mine, select: { email: true, purpose: true, attempts: true, expiresAt: true, usedAt: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.oAuthAccount.findMany({ where: mine, select: { provider: true, providerAccountId: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.post.findMany({
        where: mine,
        select: postFieldsSelect,
        orderBy: { id: 'asc' },
      }),
      db.like.findMany({ where: mine, select: { targetType: true, targetId: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.follow.findMany({ where: { followerId: userId }, select: { createdAt: true, following: { select: { id: true, username: true } } }, orderBy: { id: 'asc' } }),
      db.follow.findMany({ where: { followingId: userId }, select: { createdAt: true, follower: { select: { id: true, username: true } } }, orderBy: { id: 'asc' } }),
      db.activity.findMany({ where: mine, select: { id: true, activityType: true, entityType: true, entityId: true, externalContentId: true, data: true, postId: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.inboxNotification.findMany({ where: mine, select: { id: true, title: true, message: true, isRead: true, movieId: true, movieUrl: true, releaseDate: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.movieReleaseNotification.findMany({ where: mine, select: { movieId: true, email: true, notified: true, notifiedAt: true, createdAt: true, movie: { select: { title: true } } }, orderBy: { id: 'asc' } }),
      db.pushSubscription.findMany({ where: mine, select: { endpoint: true, userAgent: true, createdAt: true, lastSuccessAt: true, failures: true }, orderBy: { id: 'asc' } }),
      db.widgetPreference.findUnique({ where: mine, select: { weatherEnabled: true, forexEnabled: true, lottoEnabled: true, widgetOrder: true, updatedAt: true } }),
      db.event.findMany({ where: { submittedById: userId }, select: { id: true, slug: true, title: true, description: true, startDate: true, endDate: true, venue: true, location: true, category: true, imageUrl: true, price: true, status: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.idempotencyKey.findMany({ where: mine, select: { method: true, path: true, responseStatus: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.releaseAlertRun.findMany({ where: { triggeredById: userId }, select: { movieId: true, trigger: true, alerts: true, deliveries: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.postReport.findMany({ where: mine, select: { postId: true, reason: true, details: true, status: true, createdAt: true, resolvedAt: true }, orderBy: { id: 'asc' } }),
      db.usernameHistory.findMany({ where: mine, select: { oldUsername: true, newUsername: true, changedAt: true }, orderBy: { id: 'asc' } }),
      db.alertDelivery.findMany({ where: mine, select: { movieId: true, channel: true, email: true, status: true, createdAt: true, completedAt: true }, orderBy: { id: 'asc' } }),
      db.pointAward.findMany({ where: mine, select: { reason: true, subjectKey: true, points: true, day: true, createdAt: true }, orderBy: { id: 'asc' } }),
      // Staff only: what they did in the admin area (the values of other people's rows are left out).
      db.auditLog.findMany({ where: { actorId: userId }, select: { action: true, entityType: true, entityId: true, reason: true, createdAt: true }, orderBy: { id: 'asc' } }),
      // Tickets (decision 037); the ticket tokens are left out (they open the cinema door).
      db.seatHold.findMany({ where: mine, select: { scheduleId: true, status: true, expiresAt: true, createdAt: true }, orderBy: { id: 'asc' } }),
      db.ticketTransaction.findMany({
        where: mine,
        select: { receiptNumber: true, scheduleId: true, status: true, subtotal: true, convenienceFee: true, total: true, provider: true, seats: true, createdAt: true, paidAt: true, refundedAt: true },
        orderBy: { id: 'asc' },
      }),
      db.ticket.findMany({ where: mine, select: { transaction: { select: { receiptNumber: true } }, seatId: true, checkedInAt: true }, orderBy: { id: 'asc' } }),
      db.ticket.findMany({ where: { checkedInById: userId }, select: { id: true, checkedInAt: true }, orderBy: { id: 'asc' } }),
    ])

  return {
    format: 'gala-data-export/1',
    exportedAt: clock.now().toISOString(),
    /** One key per table; `User` is the account itself. */
    data: {
      User: { ...dates(profile), hasPassword: passwordHash !== null },
      Session: sessions.map(dates),
      LoginCode: loginCodes.map(dates),
      OAuthAccount: oauthAccounts.map(dates),
      Post: posts.map((row) => ({ ...dates(row), externalContentData: parsed(row.externalContentData) })),
      Like: likes.map(dates),
      Follow: {
        following: following.map((row) => ({ userId: row.following.id, username: row.following.username, createdAt: iso(row.createdAt) })),
        followers: followers.map((row) => ({ userId: row.follower.id, username: row.follower.username, createdAt: iso(row.createdAt) })),
      },
      Activity: activities.map((row) => ({ ...dates(row), data: parsed(row.data) })),
      InboxNotification: notifications.map(dates),
      MovieReleaseNotification: releaseAlerts.map(({ movie, ...row }) => ({ ...dates(row), movieTitle: movie.title })),
      // The endpoint is the browser's push credential: only the push service's address is shown.
      PushSubscription: pushSubscriptions.map(({ endpoint, ...row }) => ({ ...dates(row), pushService: originOf(endpoint) })),
      WidgetPreference: widgetPreference ? { ...dates(widgetPreference), widgetOrder: parsed(widgetPreference.widgetOrder) } : null,
      Event: submittedEvents.map(dates),
      IdempotencyKey: idempotencyKeys.map(dates),
      ReleaseAlertRun: releaseAlertRuns.map(dates),
      PostReport: postReports.map(dates),
      UsernameHistory: usernameHistory.map(dates),
      AlertDelivery: alertDeliveries.map(dates),
      PointAward: pointAwards.map(dates),
      AuditLog: auditEntries.map(dates),
      SeatHold: seatHolds.map(dates),
      TicketTransaction: ticketTransactions.map((row) => ({ ...dates(row), seats: parsed(row.seats) })),
      Ticket: {
        mine: tickets.map(({ transaction, ...row }) => ({ ...dates(row), receiptNumber: transaction.receiptNumber })),
        checkedInByMe: checkedInTickets.map(dates),
      },
    },
  }
}

export type DataExport = Awaited<ReturnType<typeof buildDataExport>>

function originOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).origin
  } catch {
    return null
  }
}
