import type { Clock } from '../../clock.ts'
import { levelForPoints, nextStreak, POINTS, type PointReason } from '../../contracts/points-rules.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { COMMUNITY_TX } from '../activities/activities.repository.ts'
import { isUniqueViolation } from '../likes/likes.repository.ts'
import { manilaToday } from '../movies/manila-dates.ts'

type Tx = Prisma.TransactionClient

/** A user's points, level and day streak after an award. */
export interface Standing {
  points: number
  level: number
  streakDays: number
}

export interface AwardResult {
  /** Points this call added: 0 when the action had been rewarded before. */
  awarded: number
  standing: Standing
}

/** The ledger key of a review: the content itself (a place reviewed as a place or as a restaurant is one place). */
export const reviewSubjectKey = (contentType: string, externalContentId: string) => `${contentType === 'movie' ? 'movie' : 'place'}:${externalContentId}`
/** The ledger key of a reply: the review whose conversation it joins. */
export const replySubjectKey = (rootPostId: number) => `thread:${rootPostId}`

/**
 * Gives `reason`'s points for `subjectKey` once and counts `today` for the streak, inside the caller's
 * transaction (the action and its points commit together, decision 024). The user's row is locked first
 * (a no-op update), so awards of one person take turns: the ledger check below then sees any award a
 * parallel request just committed (PostgreSQL, READ COMMITTED; SQLite serializes transactions anyway),
 * and the unique key (userId, reason, subjectKey) is only the last guard. Null when the user is gone.
 */
export async function awardPoints(
  tx: Tx,
  award: { userId: number; reason: PointReason; subjectKey: string; today: string; now: Date },
): Promise<AwardResult | null> {
  const { userId, reason, subjectKey, today, now } = award
  if ((await tx.user.updateMany({ where: { id: userId }, data: { points: { increment: 0 } } })).count === 0) return null
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true, level: true, streakDays: true, lastActiveDay: true } })
  const already = await tx.pointAward.findUnique({ where: { userId_reason_subjectKey: { userId, reason, subjectKey } }, select: { id: true } })
  const awarded = already ? 0 : POINTS[reason]
  if (awarded > 0) await tx.pointAward.create({ data: { userId, reason, subjectKey, points: awarded, day: today, createdAt: now }, select: { id: true } })
  const standing: Standing = {
    points: user.points + awarded,
    level: awarded > 0 ? levelForPoints(user.points + awarded) : user.level,
    streakDays: nextStreak(user.streakDays, user.lastActiveDay, today),
  }
  if (awarded > 0 || user.lastActiveDay !== today || standing.streakDays !== user.streakDays) {
    await tx.user.update({ where: { id: userId }, data: { ...standing, lastActiveDay: today }, select: { id: true } })
  }
  return { awarded, standing }
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
    const result = await deps.db.$transaction((tx) => awardPoints(tx, { userId, reason: 'daily-visit', subjectKey: today, today, now }), COMMUNITY_TX)
    return result?.standing ?? null
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return null
  }
}
