import type { InboxItem, MovieNotification, MovieNotificationState } from '../../contracts/notifications.ts'
import { moviePath } from '../movies/movie.presenter.ts'
import type { InboxRow, TrackingRow } from './notifications.repository.ts'

/** Doc 3 §4: Notified once the alert went out; Released when the release date has passed without it; else Pending. */
export function trackingState(
  row: Pick<TrackingRow, 'notified'> & { movie: { releaseDate: string | null } },
  today: string,
): MovieNotificationState {
  if (row.notified) return 'notified'
  if (row.movie.releaseDate != null && row.movie.releaseDate <= today) return 'released'
  return 'pending'
}

export function presentTracking(row: TrackingRow, today: string): MovieNotification {
  return {
    id: row.id,
    movieId: row.movieId,
    movieTitle: row.movie.title,
    releaseDate: row.movie.releaseDate,
    notified: row.notified,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    state: trackingState(row, today),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    movie: { hash: row.movie.hash, title: row.movie.title, slug: row.movie.slug, poster: row.movie.poster, url: moviePath(row.movie) },
  }
}

export function presentInboxItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    releaseDate: row.releaseDate,
    createdAt: row.createdAt.toISOString(),
    movieId: row.movieId,
    movieUrl: row.movieUrl,
    poster: row.movie?.poster ?? null,
  }
}
