import type { ReviewSort } from '../../contracts/posts.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Client = Db | Prisma.TransactionClient

export const postAuthorSelect = { id: true, username: true, name: true, displayName: true, avatar: true, avatarColor: true } satisfies Prisma.UserSelect

/** A post's own columns: what every presenter uses, and what the data export gives its author (moderation state included). */
export const postFieldsSelect = {
  id: true,
  hashId: true,
  postType: true,
  userId: true,
  contentTypeId: true,
  externalContentId: true,
  externalContentData: true,
  title: true,
  content: true,
  rating: true,
  pros: true,
  cons: true,
  recommended: true,
  containsSpoilers: true,
  parentPostId: true,
  rootPostId: true,
  likeCount: true,
  replyCount: true,
  createdAt: true,
  updatedAt: true,
  hiddenAt: true,
  hiddenReason: true,
} satisfies Prisma.PostSelect

/** A post with its author's public fields. */
export const postSelect = {
  ...postFieldsSelect,
  user: { select: postAuthorSelect },
} satisfies Prisma.PostSelect
export type PostRow = Prisma.PostGetPayload<{ select: typeof postSelect }>

/**
 * A post everyone may see (decision 027): not hidden by a moderator, and not under a hidden review or a
 * hidden reply. Every public read of posts (lists, threads, averages and counts, the feed, activity) adds it.
 */
export const visiblePostWhere = {
  hiddenAt: null,
  AND: [{ OR: [{ rootPostId: null }, { root: { hiddenAt: null } }] }, { OR: [{ parentPostId: null }, { parent: { hiddenAt: null } }] }],
} satisfies Prisma.PostWhereInput

/** An activity entry that is not about a hidden post (the feed, profiles' activity). */
export const activityPostVisibleWhere = { OR: [{ postId: null }, { post: visiblePostWhere }] } satisfies Prisma.ActivityWhereInput

/** A post with its thread's visible replies (all replies under a review, oldest first). */
export const threadSelect = {
  ...postSelect,
  threadPosts: { where: { postType: 'reply', ...visiblePostWhere }, select: postSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.PostSelect
export type ThreadRow = Prisma.PostGetPayload<{ select: typeof threadSelect }>

const reviewsOf = (contentTypeId: number, externalContentId: string): Prisma.PostWhereInput => ({ contentTypeId, externalContentId, postType: 'review', hiddenAt: null })

const ORDERS: Record<ReviewSort, Prisma.PostOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  liked: [{ likeCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
}

/** One review per user per content: the unique key of Post.reviewKey (docs/data-model.md). */
export const reviewKeyOf = (userId: number, contentTypeId: number, externalContentId: string) => `${userId}:${contentTypeId}:${externalContentId}`

export function postsRepository(db: Db) {
  return {
    /** A page of a content's reviews with their replies, and the totals of all its reviews. */
    async contentPage(contentTypeId: number, externalContentId: string, sort: ReviewSort, skip: number, take: number) {
      const where = reviewsOf(contentTypeId, externalContentId)
      const [rows, totals] = await Promise.all([
        db.post.findMany({ where, select: threadSelect, orderBy: ORDERS[sort], skip, take }),
        db.post.aggregate({ where, _count: { _all: true }, _avg: { rating: true } }),
      ])
      return { rows, count: totals._count._all, average: totals._avg.rating }
    },

    ownReviewId(userId: number, contentTypeId: number, externalContentId: string) {
      return db.post.findUnique({ where: { reviewKey: reviewKeyOf(userId, contentTypeId, externalContentId) }, select: { id: true } })
    },

    /** Which of these posts the user likes. */
    async likedAmong(userId: number, postIds: number[]): Promise<Set<number>> {
      if (postIds.length === 0) return new Set()
      const rows = await db.like.findMany({
        where: { userId, targetType: 'post', targetId: { in: postIds.map(String) } },
        select: { targetId: true },
      })
      return new Set(rows.map((row) => Number(row.targetId)))
    },

    findThread(where: Prisma.PostWhereUniqueInput, client: Client = db) {
      return client.post.findUnique({ where, select: threadSelect })
    },

    /**
     * A user's posts, newest first (type 'review' lists reviews without a parent: the Reviews tab). The
     * owner (`withHidden`) also gets their hidden posts, which the presenter marks with the reason.
     */
    async userPage(userId: number, postType: string | undefined, skip: number, take: number, withHidden = false) {
      const where: Prisma.PostWhereInput = {
        userId,
        ...(postType ? { postType } : {}),
        ...(postType === 'review' ? { parentPostId: null } : {}),
        ...(withHidden ? {} : visiblePostWhere),
      }
      const [rows, total] = await Promise.all([
        db.post.findMany({ where, select: threadSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        db.post.count({ where }),
      ])
      return { rows, total }
    },
  }
}
