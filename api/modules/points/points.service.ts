import type { Clock } from '../../clock.ts'
import type { PointReason } from '../../contracts/points-rules.ts'
import { inTransaction, isUniqueViolation, type Db } from '../../db.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { pointsRepository, type AwardResult, type Standing } from './points.repository.ts'

export type { AwardResult, Standing }

/** The ledger key of a review: the content itself (a place reviewed as a place or as a restaurant is one place). */
export const reviewSubjectKey = (contentType: string, externalContentId: string) => `${contentType === 'movie' ? 'movie' : 'place'}:${externalContentId}`
/** The ledger key of a reply: the review whose conversation it joins. */
export const replySubjectKey = (rootPostId: number) => `thread:${rootPostId}`

/**
 * Gives `reason`'s points for `subjectKey` once and counts `today` for the streak, inside the caller's
 * transaction (`tx` from inTransaction: the action and its points commit together, decision 024). Awards of
 * one person take turns on their row (see pointsRepository.award). Null when the user is gone.
 */
export function awardPoints(
  tx: Db,
  award: {
    userId: number
    reason: PointReason
    subjectKey: string
    today: string
    now: Date
  },
): Promise<AwardResult | null> {
  return pointsRepository(tx).award(award)
}

/** Whether the user has been given `reason`'s points for `subjectKey` (the daily challenge's "done today"). */
export function hasAward(db: Db, userId: number, reason: PointReason, subjectKey: string): Promise<boolean> {
  return pointsRepository(db).hasAward(userId, reason, subjectKey)
}

/** A user's points, level and streak as stored; null when the user is gone. */
export function standingOf(db: Db, userId: number): Promise<Standing | null> {
  return pointsRepository(db).standing(userId)
}

/**
 * The day's first visit: the day counts for the streak and earns its point once. Called with the stored
 * last active day, it writes nothing when that is already today (every other request of the day).
 * Parallel first requests of a day award once (the row lock and the ledger's unique key); the loser of a
 * race the lock did not order answers with the standing as it is.
 */
export async function recordVisit(deps: { db: Db; clock: Clock }, userId: number, lastActiveDay: string | null): Promise<Standing | null> {
  const today = manilaToday(deps.clock)
  if (lastActiveDay === today) return null
  const now = deps.clock.now()
  try {
    const result = await inTransaction(deps.db, (tx) =>
      awardPoints(tx, {
        userId,
        reason: 'daily-visit',
        subjectKey: today,
        today,
        now,
      }),
    )
    return result?.standing ?? null
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return null
  }
}
