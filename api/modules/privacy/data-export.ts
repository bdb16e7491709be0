import type { Db } from '../../db.ts'
import type { Clock } from '../../clock.ts'
import { postsForExport } from '../posts/posts.service.ts'
import { privacyRepository } from './privacy.repository.ts'

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
  const {
    user,
    sessions,
    loginCodes,
    oauthAccounts,
    posts,
    likes,
    following,
    followers,
    activities,
    notifications,
    releaseAlerts,
    pushSubscriptions,
    widgetPreference,
    submittedEvents,
    idempotencyKeys,
    releaseAlertRuns,
    postReports,
    usernameHistory,
    alertDeliveries,
    pointAwards,
    auditEntries,
    seatHolds,
    ticketTransactions,
    tickets,
    checkedInTickets,
  } = await privacyRepository(db).exportRows(userId, (id) => postsForExport(db, id))
  const { passwordHash, ...profile } = user

  return {
    format: 'gala-data-export/1',
    exportedAt: clock.now().toISOString(),
    /** One key per table; `User` is the account itself. */
    data: {
      User: { ...dates(profile), hasPassword: passwordHash !== null },
      Session: sessions.map(dates),
      LoginCode: loginCodes.map(dates),
      OAuthAccount: oauthAccounts.map(dates),
      Post: posts.map((row) => ({
        ...dates(row),
        externalContentData: parsed(row.externalContentData),
      })),
      Like: likes.map(dates),
      Follow: {
        following: following.map((row) => ({
          userId: row.following.id,
          username: row.following.username,
          createdAt: iso(row.createdAt),
        })),
        followers: followers.map((row) => ({
          userId: row.follower.id,
          username: row.follower.username,
          createdAt: iso(row.createdAt),
        })),
      },
      Activity: activities.map((row) => ({
        ...dates(row),
        data: parsed(row.data),
      })),
      InboxNotification: notifications.map(dates),
      MovieReleaseNotification: releaseAlerts.map(({ movie, ...row }) => ({
        ...dates(row),
        movieTitle: movie.title,
      })),
      // The endpoint is the browser's push credential: only the push service's address is shown.
      PushSubscription: pushSubscriptions.map(({ endpoint, ...row }) => ({
        ...dates(row),
        pushService: originOf(endpoint),
      })),
      WidgetPreference: widgetPreference
        ? {
            ...dates(widgetPreference),
            widgetOrder: parsed(widgetPreference.widgetOrder),
          }
        : null,
      Event: submittedEvents.map(dates),
      IdempotencyKey: idempotencyKeys.map(dates),
      ReleaseAlertRun: releaseAlertRuns.map(dates),
      PostReport: postReports.map(dates),
      UsernameHistory: usernameHistory.map(dates),
      AlertDelivery: alertDeliveries.map(dates),
      PointAward: pointAwards.map(dates),
      AuditLog: auditEntries.map(dates),
      SeatHold: seatHolds.map(dates),
      TicketTransaction: ticketTransactions.map((row) => ({
        ...dates(row),
        seats: parsed(row.seats),
      })),
      Ticket: {
        mine: tickets.map(({ transaction, ...row }) => ({
          ...dates(row),
          receiptNumber: transaction.receiptNumber,
        })),
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
