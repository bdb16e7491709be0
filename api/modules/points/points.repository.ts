import { levelForPoints, nextStreak, POINTS, type PointReason } from '../../contracts/points-rules.ts'
import type { Db } from '../../db.ts'

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

/** The points ledger (PointAward) and the standing it keeps on the User row (decision 024). */
export function pointsRepository(db: Db) {
  return {
    /**
     * Gives `reason`'s points for `subjectKey` once and counts `today` for the streak; `db` is the caller's
     * transaction handle. The user's row is locked first (a no-op update), so awards of one person take turns:
     * the ledger check below then sees any award a parallel request just committed (PostgreSQL, READ
     * COMMITTED; SQLite serializes transactions anyway), and the unique key (userId, reason, subjectKey) is
     * only the last guard. Null when the user is gone.
     */
    async award(award: { userId: number; reason: PointReason; subjectKey: string; today: string; now: Date }): Promise<AwardResult | null> {
      const { userId, reason, subjectKey, today, now } = award
      if (
        (
          await db.user.updateMany({
            where: { id: userId },
            data: { points: { increment: 0 } },
          })
        ).count === 0
      )
        return null
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          points: true,
          level: true,
          streakDays: true,
          lastActiveDay: true,
        },
      })
      const already = await db.pointAward.findUnique({
        where: { userId_reason_subjectKey: { userId, reason, subjectKey } },
        select: { id: true },
      })
      const awarded = already ? 0 : POINTS[reason]
      if (awarded > 0)
        await db.pointAward.create({
          data: {
            userId,
            reason,
            subjectKey,
            points: awarded,
            day: today,
            createdAt: now,
          },
          select: { id: true },
        })
      const standing: Standing = {
        points: user.points + awarded,
        level: awarded > 0 ? levelForPoints(user.points + awarded) : user.level,
        streakDays: nextStreak(user.streakDays, user.lastActiveDay, today),
      }
      if (awarded > 0 || user.lastActiveDay !== today || standing.streakDays !== user.streakDays) {
        await db.user.update({
          where: { id: userId },
          data: { ...standing, lastActiveDay: today },
          select: { id: true },
        })
      }
      return { awarded, standing }
    },

    async hasAward(userId: number, reason: PointReason, subjectKey: string): Promise<boolean> {
      return (await db.pointAward.count({ where: { userId, reason, subjectKey } })) > 0
    },

    standing(userId: number): Promise<Standing | null> {
      return db.user.findUnique({
        where: { id: userId },
        select: { points: true, level: true, streakDays: true },
      })
    },
  }
}
