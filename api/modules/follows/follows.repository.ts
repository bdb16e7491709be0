import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { userCardSelect } from '../users/user-card.ts'

export const followUserSelect = userCardSelect satisfies Prisma.UserSelect
export type FollowUserRow = Prisma.UserGetPayload<{
  select: typeof followUserSelect
}>

/**
 * Case-insensitive search over name, display name or username (doc 3 §2, §5). Prisma's `contains`
 * is SQL LIKE on SQLite, which ignores the case of ASCII letters; names with other letters match
 * their exact case only (SQLite's LIKE has no Unicode case folding); on PostgreSQL it is ILIKE.
 */
const matching = (db: Db, search: string | undefined): Prisma.UserWhereInput => {
  if (!search) return {}
  const contains = ignoringCase(db, { contains: search })
  return {
    OR: [{ name: contains }, { displayName: contains }, { username: contains }],
  }
}

export function followsRepository(db: Db) {
  return {
    async followers(userId: number, search: string | undefined, skip: number, take: number) {
      const where: Prisma.FollowWhereInput = {
        followingId: userId,
        follower: matching(db, search),
      }
      const [rows, total] = await Promise.all([
        db.follow.findMany({
          where,
          select: {
            id: true,
            createdAt: true,
            follower: { select: followUserSelect },
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        db.follow.count({ where }),
      ])
      return { rows, total }
    },

    async following(userId: number, search: string | undefined, skip: number, take: number) {
      const where: Prisma.FollowWhereInput = {
        followerId: userId,
        following: matching(db, search),
      }
      const [rows, total] = await Promise.all([
        db.follow.findMany({
          where,
          select: {
            id: true,
            createdAt: true,
            following: { select: followUserSelect },
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        db.follow.count({ where }),
      ])
      return { rows, total }
    },

    async isFollowing(followerId: number, followingId: number): Promise<boolean> {
      return (await db.follow.count({ where: { followerId, followingId } })) > 0
    },

    followerCount(userId: number) {
      return db.follow.count({ where: { followingId: userId } })
    },

    /** Adds the follow unless it is there; true when this call added it (run on the follow's transaction handle). */
    async add(followerId: number, followingId: number, now: Date): Promise<boolean> {
      const existing = await db.follow.findUnique({
        where: { followerId_followingId: { followerId, followingId } },
        select: { id: true },
      })
      if (existing) return false
      await db.follow.create({
        data: { followerId, followingId, createdAt: now },
        select: { id: true },
      })
      return true
    },

    /** Removes the follow; true when there was one to remove. */
    async remove(followerId: number, followingId: number): Promise<boolean> {
      return (await db.follow.deleteMany({ where: { followerId, followingId } })).count > 0
    },
  }
}
