import type { ActivityData } from '../../contracts/community.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { toJsonColumn } from '../../../prisma/json-columns.ts'
import { activityPostVisibleWhere } from '../posts/posts.repository.ts'

type Client = Db | Prisma.TransactionClient

/**
 * Options of the community's write transactions. The SQLite adapter runs one transaction at a time, so
 * under a burst (50 likes at once on a busy machine) a transaction may wait its turn longer than Prisma's
 * default 2 s; waiting is right there, failing with a 500 is not.
 */
export const COMMUNITY_TX = { maxWait: 15_000, timeout: 15_000 } as const

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
export async function activityStreamVisible(db: Client, ownerId: number, viewerId: number | null): Promise<boolean> {
  if (ownerId === viewerId) return true
  const owner = await db.user.findUnique({ where: { id: ownerId }, select: { activityPrivate: true } })
  return owner !== null && !owner.activityPrivate
}

export const activitySelect = {
  id: true,
  userId: true,
  activityType: true,
  entityType: true,
  entityId: true,
  externalContentId: true,
  data: true,
  createdAt: true,
} satisfies Prisma.ActivitySelect
export type ActivityRow = Prisma.ActivityGetPayload<{ select: typeof activitySelect }>

/**
 * The activity stream. Writers call `record` with the transaction client of the action they record
 * (review, reply, like, follow), so an entry exists exactly when its action does; undoing the action
 * (unlike, unfollow) calls `forget` in its own transaction, and deleting a post removes its entries by
 * the foreign key (Activity.postId, ON DELETE CASCADE).
 */
export function activitiesRepository(db: Db) {
  return {
    record(client: Client, entry: ActivityEntry) {
      return client.activity.create({
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

    forget(client: Client, where: { userId: number; activityType: string; entityType: string; entityId: string }) {
      return client.activity.deleteMany({ where })
    },

    /** The newest `limit` entries of a user that the viewer may see. */
    recent(userId: number, limit: number, viewerId: number | null) {
      return db.activity.findMany({ where: { AND: [{ userId }, activityVisibleTo(viewerId), activityPostVisibleWhere] }, select: activitySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit })
    },

    find(id: number) {
      return db.activity.findUnique({ where: { id }, select: { id: true, userId: true } })
    },

    remove(id: number) {
      return db.activity.deleteMany({ where: { id } })
    },
  }
}
