import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

export const followUserSelect = { id: true, username: true, name: true, displayName: true, bio: true, avatar: true, avatarColor: true } satisfies Prisma.UserSelect
export type FollowUserRow = Prisma.UserGetPayload<{ select: typeof followUserSelect }>

/**
 * Case-insensitive search over name, display name or username (doc 3 §2, §5). Prisma's `contains`
 * is SQL LIKE on SQLite, which ignores the case of ASCII letters; names with other letters match
 * their exact case only (SQLite's LIKE has no Unicode case folding); on PostgreSQL it is ILIKE.
 */
const matching = (db: Db, search: string | undefined): Prisma.UserWhereInput => {
  if (!search) return {}
  const contains = ignoringCase(db, { contains: search })
  return { OR: [{ name: contains }, { displayName: contains }, { username: contains }] }
}

export function followsRepository(db: Db) {
  return {
    async followers(userId: number, search: string | undefined, skip: number, take: number) {
      const where: Prisma.FollowWhereInput = { followingId: userId, follower: matching(db, search) }
      const [rows, total] = await Promise.all([
        db.follow.findMany({ where, select: { id: true, createdAt: true, follower: { select: followUserSelect } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        db.follow.count({ where }),
      ])
      return { rows, total }
    },

    async following(userId: number, search: string | undefined, skip: number, take: number) {
      const where: Prisma.FollowWhereInput = { followerId: userId, following: matching(db, search) }
      const [rows, total] = await Promise.all([
        db.follow.findMany({ where, select: { id: true, createdAt: true, following: { select: followUserSelect } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
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
  }
}
