import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

const movieCardSelect = {
  id: true,
  hash: true,
  slug: true,
  title: true,
  poster: true,
  releaseDate: true,
} satisfies Prisma.MovieSelect

export const trackingSelect = {
  id: true,
  movieId: true,
  email: true,
  notified: true,
  notifiedAt: true,
  createdAt: true,
  movie: { select: movieCardSelect },
} satisfies Prisma.MovieReleaseNotificationSelect
export type TrackingRow = Prisma.MovieReleaseNotificationGetPayload<{
  select: typeof trackingSelect
}>

export const inboxSelect = {
  id: true,
  title: true,
  message: true,
  isRead: true,
  releaseDate: true,
  createdAt: true,
  movieId: true,
  movieUrl: true,
  movie: { select: { poster: true } },
} satisfies Prisma.InboxNotificationSelect
export type InboxRow = Prisma.InboxNotificationGetPayload<{
  select: typeof inboxSelect
}>

/** Movie release alerts (Notify Me) and inbox items, always scoped to their owner. */
export function notificationsRepository(db: Db) {
  return {
    findMovie(movieId: number) {
      return db.movie.findUnique({
        where: { id: movieId },
        select: movieCardSelect,
      })
    },

    findTracking(userId: number, movieId: number) {
      return db.movieReleaseNotification.findUnique({
        where: { userId_movieId: { userId, movieId } },
        select: trackingSelect,
      })
    },

    createTracking(userId: number, movieId: number, email: string, now: Date) {
      return db.movieReleaseNotification.create({
        data: { userId, movieId, email, createdAt: now },
        select: trackingSelect,
      })
    },

    updateTrackingEmail(id: number, email: string) {
      return db.movieReleaseNotification.update({
        where: { id },
        data: { email },
        select: trackingSelect,
      })
    },

    deleteTracking(userId: number, movieId: number) {
      return db.movieReleaseNotification.deleteMany({
        where: { userId, movieId },
      })
    },

    listTracking(userId: number) {
      return db.movieReleaseNotification.findMany({
        where: { userId },
        select: trackingSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
    },

    listInbox(userId: number, unreadOnly: boolean, limit: number) {
      return db.inboxNotification.findMany({
        where: { userId, ...(unreadOnly ? { isRead: false } : {}) },
        select: inboxSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
      })
    },

    countInbox(userId: number, unreadOnly: boolean) {
      return db.inboxNotification.count({
        where: { userId, ...(unreadOnly ? { isRead: false } : {}) },
      })
    },

    markRead(userId: number, id: number) {
      return db.inboxNotification.updateMany({
        where: { id, userId },
        data: { isRead: true },
      })
    },

    findInbox(userId: number, id: number) {
      return db.inboxNotification.findFirst({
        where: { id, userId },
        select: inboxSelect,
      })
    },

    deleteInbox(userId: number, id: number) {
      return db.inboxNotification.deleteMany({ where: { id, userId } })
    },

    /** Release alerts by movie and whether they went out (with the last send), for the admin statistics. */
    alertTotals() {
      return db.movieReleaseNotification.groupBy({
        by: ['movieId', 'notified'],
        _count: { _all: true },
        _max: { notifiedAt: true },
      })
    },

    /** Deliveries by movie, channel and status, for the admin statistics. */
    deliveryTotals() {
      return db.alertDelivery.groupBy({
        by: ['movieId', 'channel', 'status'],
        _count: { _all: true },
      })
    },

    moviesByIds(ids: number[]) {
      return db.movie.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          title: true,
          hash: true,
          slug: true,
          releaseDate: true,
        },
      })
    },
  }
}
