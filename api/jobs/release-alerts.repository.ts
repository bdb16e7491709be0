import type { Db } from '../db.ts'

/** The movie columns an alert's text, push payload and email need (./alert-content.ts AlertMovie). */
export const alertMovieSelect = {
  id: true,
  hash: true,
  slug: true,
  title: true,
  poster: true,
  releaseDate: true,
  status: true,
  streamingPlatform: true,
} as const

export const findAlertMovie = (db: Db, id: number) => db.movie.findUnique({ where: { id }, select: alertMovieSelect })

export const findAlertMovies = (db: Db, ids: number[]) => db.movie.findMany({ where: { id: { in: ids } }, select: alertMovieSelect })

/** Alerts of a movie not sent yet. */
export const countWaitingAlerts = (db: Db, movieId: number) => db.movieReleaseNotification.count({ where: { movieId, notified: false } })

/** Movies released by `today` (Manila date) that still have waiting alerts, oldest release first. */
export const moviesWithDueAlerts = (db: Db, today: string) =>
  db.movie.findMany({
    where: { releaseDate: { lte: today }, movieReleaseNotifications: { some: { notified: false } } },
    select: { id: true },
    orderBy: { releaseDate: 'asc' },
  })

/** Records one release run (the staff page lists them); returns its id. */
export async function recordReleaseRun(
  db: Db,
  run: { movieId: number; trigger: string; triggeredById: number | null; alerts: number; deliveries: number; createdAt: Date },
): Promise<number> {
  const created = await db.releaseAlertRun.create({ data: run, select: { id: true } })
  return created.id
}
