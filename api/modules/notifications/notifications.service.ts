import type {
  InboxDeleteResponse,
  InboxItemResponse,
  InboxQuery,
  InboxResponse,
  MovieNotificationCreate,
  MovieNotificationListResponse,
  NotificationCheckResponse,
} from '../../contracts/notifications.ts'
import { NOTIFICATION_MESSAGES } from '../../contracts/notifications.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { isUniqueViolation } from '../../db.ts'
import { Conflict, InvalidInput, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { presentInboxItem, presentTracking } from './notifications.presenter.ts'
import { notificationsRepository } from './notifications.repository.ts'

const notificationNotFound = () => NotFound(NOTIFICATION_MESSAGES.notFound, 'NOTIFICATION_NOT_FOUND')

/**
 * Notify Me (doc 2 §5/§7) and the inbox (doc 3 §7). Every call is the signed-in user's own: another
 * user's notification is "not found", never "forbidden", so ids reveal nothing.
 */
export function notificationsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = notificationsRepository(deps.db)
  const today = () => manilaToday(deps.clock)

  async function movieOrThrow(movieId: number) {
    const movie = await repo.findMovie(movieId)
    if (!movie) throw NotFound(NOTIFICATION_MESSAGES.movieNotFound, 'MOVIE_NOT_FOUND')
    return movie
  }

  async function unreadCount(userId: number) {
    return repo.countInbox(userId, true)
  }

  return {
    async check(user: PublicUser, movieId: number): Promise<NotificationCheckResponse> {
      await movieOrThrow(movieId)
      const row = await repo.findTracking(user.id, movieId)
      return {
        hasNotification: row !== null,
        notification: row ? presentTracking(row, today()) : null,
      }
    },

    /**
     * Sets the alert with the typed email, else the one on record (400 EMAIL_REQUIRED without either, so the
     * page opens Get Notified). Already set: the same alert, its email updated when one was typed.
     */
    async create(
      user: PublicUser,
      movieId: number,
      input: MovieNotificationCreate,
    ): Promise<{ created: boolean; body: NotificationCheckResponse }> {
      const movie = await movieOrThrow(movieId)
      const email = input.email ?? user.email?.toLowerCase() ?? null
      const existing = await repo.findTracking(user.id, movieId)
      if (existing) {
        const row = input.email && input.email !== existing.email ? await repo.updateTrackingEmail(existing.id, input.email) : existing
        return {
          created: false,
          body: {
            hasNotification: true,
            notification: presentTracking(row, today()),
          },
        }
      }
      if (movie.releaseDate != null && movie.releaseDate <= today()) throw Conflict(NOTIFICATION_MESSAGES.alreadyReleased, 'MOVIE_RELEASED')
      if (!email)
        throw InvalidInput(NOTIFICATION_MESSAGES.emailRequired, 'EMAIL_REQUIRED', [
          { field: 'email', message: NOTIFICATION_MESSAGES.emailRequired },
        ])
      try {
        const row = await repo.createTracking(user.id, movieId, email, deps.clock.now())
        return {
          created: true,
          body: {
            hasNotification: true,
            notification: presentTracking(row, today()),
          },
        }
      } catch (err) {
        // A concurrent identical request won the unique (userId, movieId): answer with its row.
        if (!isUniqueViolation(err)) throw err
        const row = await repo.findTracking(user.id, movieId)
        if (!row) throw err
        return {
          created: false,
          body: {
            hasNotification: true,
            notification: presentTracking(row, today()),
          },
        }
      }
    },

    async remove(user: PublicUser, movieId: number): Promise<NotificationCheckResponse> {
      await movieOrThrow(movieId)
      const { count } = await repo.deleteTracking(user.id, movieId)
      if (count === 0) throw notificationNotFound()
      return { hasNotification: false, notification: null }
    },

    async list(user: PublicUser): Promise<MovieNotificationListResponse> {
      const rows = await repo.listTracking(user.id)
      const day = today()
      return { items: rows.map((row) => presentTracking(row, day)) }
    },

    async inbox(user: PublicUser, query: InboxQuery): Promise<InboxResponse> {
      const [rows, unread, total] = await Promise.all([
        repo.listInbox(user.id, query.filter === 'unread', query.limit),
        repo.countInbox(user.id, true),
        repo.countInbox(user.id, false),
      ])
      return { items: rows.map(presentInboxItem), unreadCount: unread, total }
    },

    async markRead(user: PublicUser, id: number): Promise<InboxItemResponse> {
      const { count } = await repo.markRead(user.id, id)
      if (count === 0) throw notificationNotFound()
      const row = await repo.findInbox(user.id, id)
      if (!row) throw notificationNotFound()
      return {
        item: presentInboxItem(row),
        unreadCount: await unreadCount(user.id),
      }
    },

    async deleteInbox(user: PublicUser, id: number): Promise<InboxDeleteResponse> {
      const { count } = await repo.deleteInbox(user.id, id)
      if (count === 0) throw notificationNotFound()
      return { deleted: true, id, unreadCount: await unreadCount(user.id) }
    },
  }
}
