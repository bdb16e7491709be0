import type { ReviewSort } from '../../contracts/posts.ts'
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { visiblePostWhere as visible } from '../post-visibility/post-visibility.ts'

export const postAuthorSelect = {
  id: true,
  username: true,
  name: true,
  displayName: true,
  avatar: true,
  avatarColor: true,
} satisfies Prisma.UserSelect

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

/** A post everyone may see (decision 027; the rule is in post-visibility, shared with activities and feed). */
export const visiblePostWhere = visible satisfies Prisma.PostWhereInput

/** A post with its thread's visible replies (all replies under a review, oldest first). */
export const threadSelect = {
  ...postSelect,
  threadPosts: {
    where: { postType: 'reply', ...visiblePostWhere },
    select: postSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.PostSelect
export type ThreadRow = Prisma.PostGetPayload<{ select: typeof threadSelect }>

const reviewsOf = (contentTypeId: number, externalContentId: string): Prisma.PostWhereInput => ({
  contentTypeId,
  externalContentId,
  postType: 'review',
  hiddenAt: null,
})

const ORDERS: Record<ReviewSort, Prisma.PostOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  liked: [{ likeCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
}

/** One review per user per content: the unique key of Post.reviewKey (docs/data-model.md). */
export const reviewKeyOf = (userId: number, contentTypeId: number, externalContentId: string) => `${userId}:${contentTypeId}:${externalContentId}`

/** The columns a post's writers check (author, place in its thread, content, moderation state). */
const headerSelect = {
  id: true,
  userId: true,
  postType: true,
  parentPostId: true,
  rootPostId: true,
  contentTypeId: true,
  externalContentId: true,
  hiddenAt: true,
} satisfies Prisma.PostSelect
export type PostHeader = Prisma.PostGetPayload<{ select: typeof headerSelect }>

/** A new review's or reply's columns. */
export interface NewPost {
  hashId: string
  postType: 'review' | 'reply'
  contentTypeId: number
  externalContentId: string
  externalContentData: string | null
  title?: string | null
  content: string
  rating?: number | null
  pros?: string | null
  cons?: string | null
  recommended?: boolean
  containsSpoilers?: boolean
  parentPostId?: number
  rootPostId?: number
  userId: number
  reviewKey?: string
  createdAt: Date
}

/** What an author's edit changes (fields left out keep their value). */
export interface PostEdit {
  title?: string | null
  content?: string
  rating?: number
  pros?: string | null
  cons?: string | null
  containsSpoilers?: boolean
  recommended?: boolean
  updatedAt: Date
}

const placeSubjectSelect = {
  id: true,
  slug: true,
  name: true,
  images: true,
} satisfies Prisma.PlaceSelect
const movieSubjectSelect = {
  id: true,
  hash: true,
  slug: true,
  title: true,
  poster: true,
} satisfies Prisma.MovieSelect

/**
 * The Post table and what its writes keep in step: reply and like counters, the post's likes and reports.
 * Build it on a transaction handle (`postsRepository(tx)`) for the writes that must commit together.
 */
export function postsRepository(db: Db) {
  return {
    findHeader(id: number): Promise<PostHeader | null> {
      return db.post.findUnique({ where: { id }, select: headerSelect })
    },

    /** Whether everyone may see the post (not hidden, not under a hidden post: decision 027). */
    async isVisible(id: number): Promise<boolean> {
      return (await db.post.count({ where: { id, ...visiblePostWhere } })) > 0
    },

    /** A reply's parent: where the reply goes and what it copies. */
    findParent(id: number) {
      return db.post.findUnique({
        where: { id },
        select: {
          id: true,
          postType: true,
          rootPostId: true,
          contentTypeId: true,
          externalContentId: true,
          externalContentData: true,
        },
      })
    },

    create(data: NewPost): Promise<{ id: number; hashId: string }> {
      return db.post.create({ data, select: { id: true, hashId: true } })
    },

    async edit(id: number, data: PostEdit): Promise<void> {
      await db.post.update({ where: { id }, data, select: { id: true } })
    },

    /** Stores the user's report of the post once (a repeat changes nothing). */
    async report(postId: number, userId: number, reason: string, details: string | null | undefined, now: Date): Promise<void> {
      await db.postReport.upsert({
        where: { postId_userId: { postId, userId } },
        create: { postId, userId, reason, details, createdAt: now },
        update: {},
        select: { id: true },
      })
    },

    /**
     * A post's reply count: for a review, every visible reply in its thread; for a reply, its visible direct
     * answers. The post's row is locked first (a no-op update): a reply written alongside waits, then counts
     * after this transaction commits, so the count stays exact on PostgreSQL too (SQLite serializes anyway).
     */
    async recountReplies(postId: number): Promise<number | null> {
      if (
        (
          await db.post.updateMany({
            where: { id: postId },
            data: { replyCount: { increment: 0 } },
          })
        ).count === 0
      )
        return null
      const post = await db.post.findUnique({
        where: { id: postId },
        select: { postType: true },
      })
      if (!post) return null
      const replyCount = await db.post.count({
        where: {
          ...(post.postType === 'reply' ? { parentPostId: postId } : { rootPostId: postId, postType: 'reply' }),
          ...visiblePostWhere,
        },
      })
      await db.post.update({
        where: { id: postId },
        data: { replyCount },
        select: { id: true },
      })
      return replyCount
    },

    /** The post and everything under it (its thread for a review; its answers, recursively, for a reply). */
    async subtreeIds(post: { id: number; postType: string }): Promise<number[]> {
      if (post.postType !== 'reply') {
        const thread = await db.post.findMany({
          where: { rootPostId: post.id },
          select: { id: true },
        })
        return [post.id, ...thread.map((row) => row.id)]
      }
      const ids = [post.id]
      for (let frontier = [post.id]; frontier.length > 0;) {
        const children = await db.post.findMany({
          where: { parentPostId: { in: frontier } },
          select: { id: true },
        })
        frontier = children.map((row) => row.id)
        ids.push(...frontier)
      }
      return ids
    },

    /** Every post of the author's, with the threads under their reviews and the answers under their replies. */
    async authorTreeIds(userId: number): Promise<number[]> {
      const own = await db.post.findMany({
        where: { userId },
        select: { id: true, postType: true },
      })
      const ids = new Set(own.map((post) => post.id))
      const reviews = own.filter((post) => post.postType !== 'reply').map((post) => post.id)
      if (reviews.length > 0)
        for (const row of await db.post.findMany({
          where: { rootPostId: { in: reviews } },
          select: { id: true },
        }))
          ids.add(row.id)
      for (let frontier = [...ids]; frontier.length > 0;) {
        const children = await db.post.findMany({
          where: { parentPostId: { in: frontier } },
          select: { id: true },
        })
        frontier = children.map((row) => row.id).filter((id) => !ids.has(id))
        for (const id of frontier) ids.add(id)
      }
      return [...ids]
    },

    /** Where these posts sit: their parents, reviews and contents. */
    placement(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db.post.findMany({
        where: { id: { in: ids } },
        select: {
          parentPostId: true,
          rootPostId: true,
          contentTypeId: true,
          externalContentId: true,
        },
      })
    },

    /** The posts the user likes (ids). */
    async likedByUser(userId: number): Promise<number[]> {
      const rows = await db.like.findMany({
        where: { userId, targetType: 'post' },
        select: { targetId: true },
      })
      return rows.map((like) => Number(like.targetId)).filter((id) => Number.isInteger(id))
    },

    /** Locks these posts' rows (in id order, one statement) so likes and replies written alongside wait. */
    async lock(ids: number[]): Promise<void> {
      if (ids.length > 0)
        await db.post.updateMany({
          where: { id: { in: ids } },
          data: { likeCount: { increment: 0 } },
        })
    },

    /** Deletes posts with their likes and reports; children and parents in one statement (links cut first). */
    async removeMany(ids: number[]): Promise<void> {
      if (ids.length === 0) return
      await db.like.deleteMany({
        where: { targetType: 'post', targetId: { in: ids.map(String) } },
      })
      await db.postReport.deleteMany({ where: { postId: { in: ids } } })
      await db.post.updateMany({
        where: { id: { in: ids } },
        data: { parentPostId: null, rootPostId: null },
      })
      await db.post.deleteMany({ where: { id: { in: ids } } })
    },

    /** Deletes a post tree (the post first in `ids`, its descendants after) with their likes and reports. */
    async removeTree(ids: number[]): Promise<void> {
      await db.like.deleteMany({
        where: { targetType: 'post', targetId: { in: ids.map(String) } },
      })
      await db.postReport.deleteMany({ where: { postId: { in: ids } } })
      // Children first: the parent and root foreign keys point up the tree.
      await db.post.deleteMany({ where: { id: { in: ids.slice(1) } } })
      await db.post.delete({ where: { id: ids[0] }, select: { id: true } })
    },

    /** Sets a post's likeCount from its Like rows; answers the count. */
    async recountLikes(postId: number): Promise<number> {
      const likeCount = await db.like.count({
        where: { targetType: 'post', targetId: String(postId) },
      })
      await db.post.updateMany({ where: { id: postId }, data: { likeCount } })
      return likeCount
    },

    /** Locks one post's row (a no-op update) so likes of it take turns. */
    async lockForLike(postId: number): Promise<void> {
      await db.post.updateMany({
        where: { id: postId },
        data: { likeCount: { increment: 0 } },
      })
    },

    async setLikeCount(postId: number, likeCount: number): Promise<void> {
      await db.post.update({
        where: { id: postId },
        data: { likeCount },
        select: { id: true },
      })
    },

    /** What a like of a post needs: its text and content, and whether it or a post above it is hidden. */
    findForLike(id: number) {
      return db.post.findUnique({
        where: { id },
        select: {
          id: true,
          content: true,
          externalContentId: true,
          contentTypeId: true,
          externalContentData: true,
          rootPostId: true,
          hiddenAt: true,
          root: { select: { hiddenAt: true } },
          parent: { select: { hiddenAt: true } },
        },
      })
    },

    /** These posts' contents (to drop their cached lists). */
    contentsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db.post.findMany({
        where: { id: { in: ids } },
        select: { contentTypeId: true, externalContentId: true },
      })
    },

    /** An author's posts with their own columns (the data export). */
    ownPosts(userId: number) {
      return db.post.findMany({
        where: { userId },
        select: postFieldsSelect,
        orderBy: { id: 'asc' },
      })
    },

    /** Visible posts by id, with what the feed shows of them. */
    visibleByIds<S extends Prisma.PostSelect>(ids: number[], select: S) {
      return db.post.findMany({
        where: { id: { in: ids }, ...visiblePostWhere },
        select,
      })
    },

    /** A place by slug, else by numeric id: what a review of it names. */
    async placeSubject(key: string) {
      const bySlug = await db.place.findUnique({
        where: { slug: key },
        select: placeSubjectSelect,
      })
      if (bySlug || !/^\d{1,9}$/.test(key)) return bySlug
      return db.place.findUnique({
        where: { id: Number(key) },
        select: placeSubjectSelect,
      })
    },

    /** A movie by id, else by hash. */
    async movieSubject(key: string) {
      if (/^\d{1,9}$/.test(key)) {
        const byId = await db.movie.findUnique({
          where: { id: Number(key) },
          select: movieSubjectSelect,
        })
        if (byId) return byId
      }
      return db.movie.findUnique({
        where: { hash: key },
        select: movieSubjectSelect,
      })
    },

    /** A page of a content's reviews with their replies, and the totals of all its reviews. */
    async contentPage(contentTypeId: number, externalContentId: string, sort: ReviewSort, skip: number, take: number) {
      const where = reviewsOf(contentTypeId, externalContentId)
      const [rows, totals] = await Promise.all([
        db.post.findMany({
          where,
          select: threadSelect,
          orderBy: ORDERS[sort],
          skip,
          take,
        }),
        db.post.aggregate({
          where,
          _count: { _all: true },
          _avg: { rating: true },
        }),
      ])
      return { rows, count: totals._count._all, average: totals._avg.rating }
    },

    ownReviewId(userId: number, contentTypeId: number, externalContentId: string) {
      return db.post.findUnique({
        where: {
          reviewKey: reviewKeyOf(userId, contentTypeId, externalContentId),
        },
        select: { id: true },
      })
    },

    /** Which of these posts the user likes. */
    async likedAmong(userId: number, postIds: number[]): Promise<Set<number>> {
      if (postIds.length === 0) return new Set()
      const rows = await db.like.findMany({
        where: {
          userId,
          targetType: 'post',
          targetId: { in: postIds.map(String) },
        },
        select: { targetId: true },
      })
      return new Set(rows.map((row) => Number(row.targetId)))
    },

    findThread(where: { id: number } | { hashId: string }) {
      return db.post.findUnique({ where, select: threadSelect })
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
        db.post.findMany({
          where,
          select: threadSelect,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        db.post.count({ where }),
      ])
      return { rows, total }
    },
  }
}
