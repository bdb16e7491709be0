import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/** The content rules this repository's lookups apply, handed in by the service (from the events module). */
export interface LikeFilters {
  publicEvent: Prisma.EventWhereInput
}

/** A row of the one Like table: (userId, targetType, targetId), unique per user and target. */
export interface LikeTargetKey {
  targetType: string
  targetId: string
}

/**
 * The one Like table (posts, movies, places, restaurants, festivals, events, profiles, articles). `set` runs on
 * the like's transaction handle (`likesRepository(tx)`), so the Like row, the post's likeCount and the activity
 * entry change together (the service composes them); the unique index decides any race.
 */
export function likesRepository(db: Db, filters?: LikeFilters) {
  return {
    /** Makes the user's like of the target `liked`; true when this call changed it. */
    async set(userId: number, target: LikeTargetKey, liked: boolean, now: Date): Promise<boolean> {
      const existing = await db.like.findUnique({
        where: { userId_targetType_targetId: { userId, ...target } },
        select: { id: true },
      })
      if (liked && !existing) {
        await db.like.create({
          data: { userId, ...target, createdAt: now },
          select: { id: true },
        })
        return true
      }
      if (!liked && existing) {
        // deleteMany: an unlike running alongside may have removed the row already.
        return (await db.like.deleteMany({ where: { userId, ...target } })).count > 0
      }
      return false
    },

    async likedBy(userId: number, target: LikeTargetKey): Promise<boolean> {
      return (await db.like.count({ where: { userId, ...target } })) > 0
    },

    count(target: LikeTargetKey): Promise<number> {
      return db.like.count({ where: target })
    },

    /** Who likes the target (doc 3 §7 GET /api/places/{id}/likes: likes[userId]), oldest first. */
    likers(target: LikeTargetKey) {
      return db.like.findMany({
        where: target,
        select: { userId: true },
        orderBy: { id: 'asc' },
      })
    },

    /** A published event by numeric id or slug (pending and rejected submissions are not public; decision 018). */
    publicEvent(id: number | null, slug: string) {
      return db.event.findFirst({
        where: {
          ...filters?.publicEvent,
          ...(id === null ? { slug } : { OR: [{ id }, { slug }] }),
        },
        select: { id: true, title: true },
      })
    },

    /** A festival by numeric id or slug. */
    festival(id: number | null, slug: string) {
      return db.festival.findFirst({
        where: id === null ? { slug } : { OR: [{ id }, { slug }] },
        select: { id: true, slug: true, name: true },
      })
    },
  }
}
