import type { Db } from '../../db.ts'
import { FEED_ACTIVITY_TYPES } from '../../contracts/feed-rules.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { activitySelect } from '../activities/activities.repository.ts'
import { publicArticleWhere } from '../articles/articles.repository.ts'
import { publicEventWhere } from '../events/events.repository.ts'
import { followUserSelect } from '../follows/follows.repository.ts'

export const feedSelect = {
  ...activitySelect,
  user: { select: followUserSelect },
  post: { select: { id: true, hashId: true, postType: true, externalContentData: true, user: { select: { username: true } } } },
} satisfies Prisma.ActivitySelect
export type FeedRow = Prisma.ActivityGetPayload<{ select: typeof feedSelect }>

/** A position in the feed: the last entry shown (newest first, then by id). */
export interface FeedPosition {
  createdAt: Date
  id: number
}

/**
 * Whose activity the viewer's feed shows: the people the viewer follows.
 *
 * ACTIVITY PRIVACY: this is the one place where the per-user "keep my activity private" switch
 * (issue 13, Privacy) applies to the feed — add `user: { …, activityPrivate: false }` (or the switch's
 * column) here and every feed read follows.
 */
export function feedAuthorWhere(viewerId: number): Prisma.ActivityWhereInput {
  return { user: { followers: { some: { followerId: viewerId } } } }
}

const numericIds = (rows: FeedRow[], entityType: string) =>
  [...new Set(rows.filter((row) => row.entityType === entityType && /^\d{1,9}$/.test(row.entityId ?? '')).map((row) => Number(row.entityId)))]

/**
 * The feed's reads. Deleted posts take their entries with them (Activity.postId, ON DELETE CASCADE);
 * entries about events and articles are kept only while the event or article is public (decision 018),
 * checked with `publicEventWhere` / `publicArticleWhere` on the rows read.
 */
export function feedRepository(db: Db) {
  return {
    /** Up to `take` entries of the viewer's feed after `after` (newest first), hidden content included. */
    page(viewerId: number, after: FeedPosition | null, take: number): Promise<FeedRow[]> {
      const where: Prisma.ActivityWhereInput = {
        AND: [
          feedAuthorWhere(viewerId),
          { activityType: { in: [...FEED_ACTIVITY_TYPES] } },
          after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {},
        ],
      }
      return db.activity.findMany({ where, select: feedSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take })
    },

    /** The rows whose event or article (if they are about one) is public; the others are dropped. */
    async publicOnly(rows: FeedRow[]): Promise<FeedRow[]> {
      const eventIds = numericIds(rows, 'event')
      const articleIds = numericIds(rows, 'article')
      const [events, articles] = await Promise.all([
        eventIds.length ? db.event.findMany({ where: { ...publicEventWhere, id: { in: eventIds } }, select: { id: true } }) : [],
        articleIds.length ? db.article.findMany({ where: { ...publicArticleWhere, id: { in: articleIds } }, select: { id: true } }) : [],
      ])
      const publicEvents = new Set(events.map((row) => String(row.id)))
      const publicArticles = new Set(articles.map((row) => String(row.id)))
      return rows.filter((row) => {
        if (row.entityType === 'event') return publicEvents.has(row.entityId ?? '')
        if (row.entityType === 'article') return publicArticles.has(row.entityId ?? '')
        return true
      })
    },

    /** Whether the viewer follows anyone (the empty feed's wording). */
    async followsAnyone(viewerId: number): Promise<boolean> {
      return (await db.follow.count({ where: { followerId: viewerId }, take: 1 })) > 0
    },
  }
}
