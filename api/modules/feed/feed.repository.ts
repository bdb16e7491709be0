import type { Db } from '../../db.ts'
import { FEED_ACTIVITY_TYPES } from '../../contracts/feed-rules.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { activityPostVisibleWhere as activityPostVisible, visiblePostWhere as postVisible } from '../post-visibility/post-visibility.ts'
import { userCardSelect } from '../users/user-card.ts'

const visiblePostWhere = postVisible satisfies Prisma.PostWhereInput
const activityPostVisibleWhere = activityPostVisible satisfies Prisma.ActivityWhereInput
/** An entry's own columns (what the activity presenter shows). */
const activitySelect = {
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

const feedPostSelect = {
  id: true,
  hashId: true,
  postType: true,
  externalContentData: true,
  user: { select: { username: true } },
} satisfies Prisma.PostSelect

export const feedSelect = {
  ...activitySelect,
  user: { select: userCardSelect },
  post: { select: feedPostSelect },
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
 * (decision 023) applies to the feed: a person who keeps their stream to themselves is left out of their
 * followers' feeds too (nobody's own entries are in their feed, so the owner's exception never applies here).
 */
export function feedAuthorWhere(viewerId: number): Prisma.ActivityWhereInput {
  return {
    user: {
      followers: { some: { followerId: viewerId } },
      activityPrivate: false,
    },
  }
}

const numericIds = (rows: FeedRow[], entityType: string) =>
  [...new Set(rows.filter((row) => row.entityType === entityType && /^\d{1,9}$/.test(row.entityId ?? '')).map((row) => Number(row.entityId)))]

/** An entry about a post that is not linked to it (older writers, the demo seed): entity 'review', id the post's. */
const unlinkedPost = (row: FeedRow) => row.post === null && row.entityType === 'review'

/**
 * The feed's reads. Deleted posts take their entries with them (Activity.postId, ON DELETE CASCADE);
 * entries about events and articles are kept only while the event or article is public (decision 018),
 * checked with the events' and articles' own filters (`publicEventWhere` / `publicArticleWhere`, handed in
 * by the service) on the rows read.
 */
export function feedRepository(
  db: Db,
  filters: {
    publicEvent: Prisma.EventWhereInput
    publicArticle: Prisma.ArticleWhereInput
  },
) {
  return {
    /** Up to `take` entries of the viewer's feed after `after` (newest first), hidden content included. */
    page(viewerId: number, after: FeedPosition | null, take: number): Promise<FeedRow[]> {
      const where: Prisma.ActivityWhereInput = {
        AND: [
          feedAuthorWhere(viewerId),
          activityPostVisibleWhere,
          { activityType: { in: [...FEED_ACTIVITY_TYPES] } },
          after
            ? {
                OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
              }
            : {},
        ],
      }
      return db.activity.findMany({
        where,
        select: feedSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      })
    },

    /**
     * The rows whose event or article (if they are about one) is public, and whose post (if they are about
     * one) still exists; the others are dropped. Entries about a post without the link get it here.
     */
    async publicOnly(rows: FeedRow[]): Promise<FeedRow[]> {
      const eventIds = numericIds(rows, 'event')
      const articleIds = numericIds(rows, 'article')
      const postIds = numericIds(rows.filter(unlinkedPost), 'review')
      const [events, articles, posts] = await Promise.all([
        eventIds.length
          ? db.event.findMany({
              where: { ...filters.publicEvent, id: { in: eventIds } },
              select: { id: true },
            })
          : [],
        articleIds.length
          ? db.article.findMany({
              where: { ...filters.publicArticle, id: { in: articleIds } },
              select: { id: true },
            })
          : [],
        postIds.length
          ? db.post.findMany({
              where: { id: { in: postIds }, ...visiblePostWhere },
              select: feedPostSelect,
            })
          : [],
      ])
      const publicEvents = new Set(events.map((row) => String(row.id)))
      const publicArticles = new Set(articles.map((row) => String(row.id)))
      const postsById = new Map(posts.map((post) => [String(post.id), post]))
      const shown: FeedRow[] = []
      for (const row of rows) {
        if (row.entityType === 'event' && !publicEvents.has(row.entityId ?? '')) continue
        if (row.entityType === 'article' && !publicArticles.has(row.entityId ?? '')) continue
        if (unlinkedPost(row)) {
          const post = postsById.get(row.entityId ?? '')
          if (!post) continue
          shown.push({ ...row, post })
        } else shown.push(row)
      }
      return shown
    },

    /** Whether the viewer follows anyone (the empty feed's wording). */
    async followsAnyone(viewerId: number): Promise<boolean> {
      return (await db.follow.count({ where: { followerId: viewerId }, take: 1 })) > 0
    },
  }
}
