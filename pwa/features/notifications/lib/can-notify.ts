import { manilaDate } from '@/lib/manila'

/**
 * Whether Notify Me makes sense for a movie: it is not in cinemas yet and its Philippine release day
 * (Asia/Manila) has not come, or it has no date yet. The server refuses a released movie anyway.
 */
export function canNotify(movie: { status?: string | null; release_date: string | null }, now: Date = new Date()): boolean {
  if (movie.status === 'nowShowing') return false
  return movie.release_date === null || movie.release_date > manilaDate(now)
}
