import { inTransaction } from '../db.ts'
import type { AppDeps } from '../types.ts'
import { NotFound } from '../errors.ts'
import { recordAudit, type AuditActor } from '../modules/audit/audit.service.ts'
import { NOTIFICATION_MESSAGES } from '../contracts/notifications.ts'
import { manilaToday } from '../modules/movies/manila-dates.ts'
import { moviePath } from '../modules/movies/movie.presenter.ts'
import { alertText, type AlertMovie } from './alert-content.ts'
import { enqueueAlerts, flipWaitingAlerts } from './delivery-queue.repository.ts'
import { alertMovieSelect, countWaitingAlerts, findAlertMovie, moviesWithDueAlerts, recordReleaseRun } from './release-alerts.repository.ts'

/** Alerts released per transaction: big enough to be fast, small enough not to hold the write lock long. */
const RELEASE_BATCH = 1000

/** The movie columns an alert needs (kept exported here for scripts/bench-push.ts). */
export { alertMovieSelect }

export type ReleaseDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>

export interface ReleaseResult {
  movieId: number
  /** Alerts released now (inbox items created). */
  alerts: number
  /** Push and email deliveries queued. */
  deliveries: number
}

/**
 * Releases a movie's waiting alerts: for each alert, in one transaction per batch, the alert is marked
 * notified, exactly one inbox item is created (unique on the alert) and one delivery per push subscription
 * of the user plus one email are queued in AlertDelivery (unique per alert and target; see
 * ./delivery-queue.repository.ts). The workers send them later, so a crash here leaves either nothing or a complete
 * batch; a second run finds nothing to do.
 */
export async function releaseMovieAlerts(
  deps: ReleaseDeps,
  movieId: number,
  run: { trigger: 'schedule' | 'staff'; triggeredById?: number; audit?: AuditActor },
): Promise<ReleaseResult> {
  const { db, clock, config } = deps
  const movie: AlertMovie | null = await findAlertMovie(db, movieId)
  if (!movie) throw NotFound(NOTIFICATION_MESSAGES.movieNotFound, 'MOVIE_NOT_FOUND')
  const waitingBefore = run.audit ? await countWaitingAlerts(db, movieId) : 0
  const text = alertText(movie)
  const movieUrl = moviePath(movie)
  const result: ReleaseResult = { movieId, alerts: 0, deliveries: 0 }

  for (;;) {
    const now = clock.now()
    const batch = await inTransaction(db, async (tx) => {
      // Flip first: the write lock makes a concurrent run see these as notified and skip them.
      const alertIds = await flipWaitingAlerts(tx, movieId, now, RELEASE_BATCH)
      if (alertIds.length === 0) return null
      const { deliveries } = await enqueueAlerts(tx, {
        alertIds,
        movieId,
        title: text.title,
        message: text.message,
        movieUrl,
        releaseDate: movie.releaseDate,
        now,
        expiresAt: new Date(now.getTime() + config.push.ttlSeconds * 1000),
        vapidPublicKey: config.push.vapid.publicKey,
      })
      return { alerts: alertIds.length, deliveries }
    })
    if (!batch) break
    result.alerts += batch.alerts
    result.deliveries += batch.deliveries
  }

  if (result.alerts > 0 || run.trigger === 'staff') {
    const audit = run.audit
    await inTransaction(db, async (tx) => {
      const runId = await recordReleaseRun(tx, {
        movieId,
        trigger: run.trigger,
        triggeredById: run.triggeredById ?? null,
        alerts: result.alerts,
        deliveries: result.deliveries,
        createdAt: clock.now(),
      })
      // A staff "Send alerts now" is an admin write (issue 15): audited with the run that records it.
      if (audit) {
        const waitingAfter = await countWaitingAlerts(tx, movieId)
        await recordAudit(tx, audit, {
          action: 'release-alerts.send',
          entityType: 'movie',
          entityId: movieId,
          before: { movieTitle: movie.title, alertsWaiting: waitingBefore },
          after: { alertsWaiting: waitingAfter, alertsSent: result.alerts, deliveriesQueued: result.deliveries, runId },
        })
      }
    })
    deps.logger.info({ movieId, trigger: run.trigger, alerts: result.alerts, deliveries: result.deliveries }, 'release alerts queued')
  }
  return result
}

/**
 * The scheduler's step: every movie whose release date (Asia/Manila) has come and that still has waiting
 * alerts is released. Safe to run as often as wanted, and from two processes at once.
 */
export async function releaseDueAlerts(deps: ReleaseDeps): Promise<ReleaseResult[]> {
  const today = manilaToday(deps.clock)
  const movies = await moviesWithDueAlerts(deps.db, today)
  const results: ReleaseResult[] = []
  for (const movie of movies) results.push(await releaseMovieAlerts(deps, movie.id, { trigger: 'schedule' }))
  return results
}
