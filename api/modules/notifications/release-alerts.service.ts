import type { DeliveryCounts, ReleaseAlertStats, ReleaseAlertStatsResponse } from '../../contracts/push.ts'
import type { AppDeps } from '../../types.ts'
import { DELIVERY_STATUS } from '../../jobs/delivery-worker.ts'
import { moviePath } from '../movies/movie.presenter.ts'
import { notificationsRepository } from './notifications.repository.ts'

const zero = (): DeliveryCounts => ({
  sent: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
})

function add(counts: DeliveryCounts, status: string, n: number) {
  counts.sent += n
  if (status === DELIVERY_STATUS.delivered) counts.delivered += n
  else if (status === DELIVERY_STATUS.pending) counts.pending += n
  else counts.failed += n // failed, expired
}

/** Per release (movie): alerts released and waiting, and deliveries sent, delivered, failed and pending by channel. */
export async function releaseAlertStats(deps: Pick<AppDeps, 'db'>): Promise<ReleaseAlertStatsResponse> {
  const repo = notificationsRepository(deps.db)
  const [alerts, deliveries] = await Promise.all([repo.alertTotals(), repo.deliveryTotals()])
  const movieIds = [...new Set([...alerts.map((row) => row.movieId), ...deliveries.map((row) => row.movieId)])]
  const movies = await repo.moviesByIds(movieIds)
  const stats = new Map<number, ReleaseAlertStats>()
  for (const movie of movies) {
    stats.set(movie.id, {
      movieId: movie.id,
      movieTitle: movie.title,
      movieUrl: moviePath(movie),
      releaseDate: movie.releaseDate,
      alertsNotified: 0,
      alertsWaiting: 0,
      lastSentAt: null,
      ...zero(),
      push: zero(),
      email: zero(),
    })
  }
  for (const row of alerts) {
    const entry = stats.get(row.movieId)
    if (!entry) continue
    if (row.notified) {
      entry.alertsNotified += row._count._all
      entry.lastSentAt = row._max.notifiedAt?.toISOString() ?? entry.lastSentAt
    } else entry.alertsWaiting += row._count._all
  }
  for (const row of deliveries) {
    const entry = stats.get(row.movieId)
    if (!entry) continue
    add(entry, row.status, row._count._all)
    add(row.channel === 'email' ? entry.email : entry.push, row.status, row._count._all)
  }
  const items = [...stats.values()].sort((a, b) => {
    if (a.lastSentAt && b.lastSentAt) return b.lastSentAt.localeCompare(a.lastSentAt)
    if (a.lastSentAt || b.lastSentAt) return a.lastSentAt ? -1 : 1
    return (a.releaseDate ?? '9999').localeCompare(b.releaseDate ?? '9999') || a.movieId - b.movieId
  })
  return { items }
}
