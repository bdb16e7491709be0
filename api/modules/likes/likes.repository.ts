import { isUniqueViolation, type Db } from '../../db.ts'
import { activitiesRepository, COMMUNITY_TX, type ActivityEntry } from '../activities/activities.repository.ts'

/** A row of the one Like table: (userId, targetType, targetId), unique per user and target. */
export interface LikeTargetKey {
  targetType: string
  targetId: string
}

/** What a like changes besides its row: the post's counter and the liker's activity entry. */
export interface LikeEffects {
  /** The liked post's id: its likeCount follows the Like rows. */
  postId?: number
  /** The activity entry recorded with the like (removed with the unlike). */
  activity?: Omit<ActivityEntry, 'userId' | 'activityType' | 'createdAt'>
}

export { isUniqueViolation }

/**
 * The one way of liking (posts, movies, places, restaurants, festivals, events, profiles, articles).
 * `set` runs in one transaction: the Like row, the post's likeCount (recounted from the rows, so it is
 * exact whatever happened before) and the activity entry change together. Transactions on the SQLite
 * adapter are serialized, and the unique index decides any race: a duplicate is "already liked".
 */
export function likesRepository(db: Db) {
  const activities = activitiesRepository(db)

  async function apply(userId: number, target: LikeTargetKey, liked: boolean, effects: LikeEffects, now: Date): Promise<number> {
    return db.$transaction(async (tx) => {
      // Likes of one post take turns on its row (a no-op update locks it), so the recount below is exact
      // on PostgreSQL too; SQLite serializes transactions anyway.
      if (effects.postId !== undefined) await tx.post.updateMany({ where: { id: effects.postId }, data: { likeCount: { increment: 0 } } })
      const where = { userId_targetType_targetId: { userId, ...target } }
      const existing = await tx.like.findUnique({ where, select: { id: true } })
      if (liked && !existing) {
        await tx.like.create({ data: { userId, ...target, createdAt: now }, select: { id: true } })
        if (effects.activity) await activities.record(tx, { ...effects.activity, userId, activityType: 'like', createdAt: now })
      } else if (!liked && existing) {
        // deleteMany: an unlike running alongside may have removed the row already.
        const { count } = await tx.like.deleteMany({ where: { userId, ...target } })
        if (count > 0 && effects.activity?.entityId) {
          await activities.forget(tx, { userId, activityType: 'like', entityType: effects.activity.entityType, entityId: effects.activity.entityId })
        }
      }
      const likeCount = await tx.like.count({ where: target })
      if (effects.postId !== undefined) await tx.post.update({ where: { id: effects.postId }, data: { likeCount }, select: { id: true } })
      return likeCount
    }, COMMUNITY_TX)
  }

  return {
    /** Makes the user's like of the target `liked`; answers the target's like count after the change. */
    async set(userId: number, target: LikeTargetKey, liked: boolean, effects: LikeEffects, now: Date): Promise<number> {
      try {
        return await apply(userId, target, liked, effects, now)
      } catch (error) {
        // Someone (this user, in a request running alongside) liked it first: it is liked, as asked.
        if (!isUniqueViolation(error)) throw error
        return db.like.count({ where: target })
      }
    },

    async likedBy(userId: number, target: LikeTargetKey): Promise<boolean> {
      return (await db.like.count({ where: { userId, ...target } })) > 0
    },

    count(target: LikeTargetKey): Promise<number> {
      return db.like.count({ where: target })
    },

    /** Who likes the target (doc 3 §7 GET /api/places/{id}/likes: likes[userId]), oldest first. */
    likers(target: LikeTargetKey) {
      return db.like.findMany({ where: target, select: { userId: true }, orderBy: { id: 'asc' } })
    },
  }
}
