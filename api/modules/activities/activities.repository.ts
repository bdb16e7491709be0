import type { ActivityData } from '../../contracts/community.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { toJsonColumn } from '../../../prisma/json-columns.ts'
import { activityPostVisibleWhere as postVisible } from '../post-visibility/post-visibility.ts'

const activityPostVisibleWhere = postVisible satisfies Prisma.ActivityWhereInput

/** What one activity entry records (doc 3 §3 Activity). */
export interface ActivityEntry {
  userId: number
  activityType: string
  entityType: string
  entityId: string | null
  externalContentId?: string | null
  postId?: number | null
  data: ActivityData
  createdAt: Date
}

/**
 * The activity a viewer may see (decision 023): every entry of people who keep their stream public, and the
 * viewer's own. Any list of several people's activity (a future /feed) adds this to its `where`.
 */
export function activityVisibleTo(viewerId: number | null): Prisma.ActivityWhereInput {
  return viewerId === null ? { user: { activityPrivate: false } } : { OR: [{ user: { activityPrivate: false } }, { userId: viewerId }] }
}

/** Whether `viewerId` may see `ownerId`'s activity stream (the same rule as activityVisibleTo, for one person). */
export async function activityStreamVisible(db: Db, ownerId: number, viewerId: number | null): Promise<boolean> {
  if (ownerId === viewerId) return true
  const owner = await db.user.findUnique({
    where: { id: ownerId },
    select: { activityPrivate: true },
  })
  return owner !== null && !owner.activityPrivate
}

export const activitySelect = {
  id: true,
  userId: true,
  activityType: true,
  entityType: true,
  entityId: true,
  externalContentId: true,
  postId: true,
  data: true,
  createdAt: true,
} satisfies Prisma.ActivitySelect
export type ActivityRow = Prisma.ActivityGetPayload<{
  select: typeof activitySelect
}>

/**
 * The activity stream. Built on the transaction handle of the action it records (review, reply, like,
 * follow: `activitiesRepository(tx).record(...)`, through the service's recordActivity), so an entry exists
 * exactly when its action does; undoing the action (unlike, unfollow) calls `forget` in its transaction.
 */
export function activitiesRepository(db: Db) {
  return {
    record(entry: ActivityEntry) {
      return db.activity.create({
        data: {
          userId: entry.userId,
          activityType: entry.activityType,
          entityType: entry.entityType,
          entityId: entry.entityId,
          externalContentId: entry.externalContentId ?? null,
          postId: entry.postId ?? null,
          data: toJsonColumn(entry.data),
          createdAt: entry.createdAt,
        },
        select: { id: true },
      })
    },

    forget(where: { userId: number; activityType: string; entityType: string; entityId: string }) {
      return db.activity.deleteMany({ where })
    },

    /** Removes the entries about these posts (a post tree's delete). */
    forgetPosts(postIds: number[]) {
      return db.activity.deleteMany({ where: { postId: { in: postIds } } })
    },

    /** Removes a person's entries and the entries that name them (a follow, a profile like): account deletion. */
    async forgetUser(userId: number) {
      await db.activity.deleteMany({ where: { userId } })
      await db.activity.deleteMany({
        where: { entityType: 'user', entityId: String(userId) },
      })
    },

    /** The newest `limit` entries of a user that the viewer may see. */
    recent(userId: number, limit: number, viewerId: number | null) {
      return db.activity.findMany({
        where: {
          AND: [{ userId }, activityVisibleTo(viewerId), activityPostVisibleWhere],
        },
        select: activitySelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
      })
    },

    find(id: number) {
      return db.activity.findUnique({
        where: { id },
        select: { id: true, userId: true },
      })
    },

    remove(id: number) {
      return db.activity.deleteMany({ where: { id } })
    },
  }
}
