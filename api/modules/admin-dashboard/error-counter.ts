import type { AppDeps } from '../../types.ts'
import { manilaDate } from '../movies/manila-dates.ts'
import { addServerError } from './admin-dashboard.repository.ts'

export interface ServerErrorInfo {
  status: number
  requestId: string | null
}

/**
 * Counts a server error (a 5xx answer) on its Manila day for the admin dashboard (decision 031): one upsert,
 * started without being awaited, so the error answer is not delayed by it, and a failure to count (the
 * database may be the very thing that is down) is logged, never thrown. Returns the write, for tests.
 */
export function serverErrorCounter(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): (error: ServerErrorInfo) => Promise<void> {
  return (error) => {
    const at = deps.clock.now()
    return addServerError(deps.db, { day: manilaDate(at), at, status: error.status, requestId: error.requestId }).catch((err: unknown) => {
      deps.logger.warn({ err, requestId: error.requestId }, 'could not count a server error for the admin dashboard')
    })
  }
}
