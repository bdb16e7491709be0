import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { userCardSelect } from '../users/user-card.ts'

const followUserSelect = userCardSelect satisfies Prisma.UserSelect

/** People who may be suggested to the viewer: not the viewer, not someone the viewer already follows. */
function suggestable(viewerId: number | null): Prisma.UserWhereInput {
  return viewerId == null ? {} : { id: { not: viewerId }, followers: { none: { followerId: viewerId } } }
}

/**
 * The reads of "People to follow" (decision 025). Exclusions are relation filters (never lists of ids),
 * so they stay one query however many people the viewer follows.
 */
export function exploreRepository(db: Db) {
  return {
    /** Authors with the most reviews since `since` (or ever, when null), most first; ties by the older account. */
    async topReviewers(viewerId: number | null, since: Date | null, skipIds: number[], take: number) {
      const rows = await db.post.groupBy({
        by: ['userId'],
        where: {
          postType: 'review',
          hiddenAt: null,
          ...(since ? { createdAt: { gte: since } } : {}),
          userId: skipIds.length ? { notIn: skipIds } : undefined,
          user: suggestable(viewerId),
        },
        _count: { _all: true },
        orderBy: [{ _count: { userId: 'desc' } }, { userId: 'asc' }],
        take,
      })
      return rows.map((row) => row.userId)
    },

    /** People followed by those the viewer follows, by how many of them follow each, most first. */
    async followedByFollows(viewerId: number, take: number) {
      const rows = await db.follow.groupBy({
        by: ['followingId'],
        where: {
          follower: { followers: { some: { followerId: viewerId } } },
          following: suggestable(viewerId),
        },
        _count: { _all: true },
        orderBy: [{ _count: { followingId: 'desc' } }, { followingId: 'asc' }],
        take,
      })
      return rows.map((row) => ({
        userId: row.followingId,
        count: row._count._all,
      }))
    },

    /** For each person, the people the viewer follows who follow them (newest follow first). */
    viaFollows(viewerId: number, userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([])
      return db.follow.findMany({
        where: {
          followingId: { in: userIds },
          follower: { followers: { some: { followerId: viewerId } } },
        },
        select: {
          followingId: true,
          follower: {
            select: { username: true, name: true, displayName: true },
          },
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
    },

    users(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db.user.findMany({
        where: { id: { in: ids } },
        select: followUserSelect,
      })
    },

    async reviewCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db.post.groupBy({
        by: ['userId'],
        where: { postType: 'review', hiddenAt: null, userId: { in: ids } },
        _count: { _all: true },
      })
      return new Map(rows.map((row) => [row.userId, row._count._all]))
    },
  }
}
