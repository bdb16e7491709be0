import { randomBytes } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { contentPostsKey, invalidateContentPosts, postsCache } from '../../cache/posts-cache.ts'
import type { CachedBody } from '../../cache/response-cache.ts'
import { pagination } from '../../contracts/paging.ts'
import {
  POST_MESSAGES as M,
  POSTING_RATE_LIMIT,
  POSTS_PER_PAGE,
  USER_POSTS_PER_PAGE,
  postingTooFast,
  type ContentPostsResponse,
  type PostCreate,
  type PostDeleteResponse,
  type PostResponse,
  type ReplyCreate,
  type ReplyUpdate,
  type ReportCreate,
  type ReportResponse,
  type ReviewCreate,
  type ReviewSort,
  type ReviewUpdate,
  type UserPostsResponse,
} from '../../contracts/posts.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from '../../errors.ts'
import { inTransaction, isUniqueViolation, type Db } from '../../db.ts'
import { toJsonColumn } from '../../../prisma/json-columns.ts'
import type { AppDeps } from '../../types.ts'
import { forgetPostActivities, recordActivity } from '../activities/activities.service.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { oneDecimal } from '../../lib/numbers.ts'
import { awardPoints, replySubjectKey, reviewSubjectKey } from '../points/points.service.ts'
import { requireCompleteProfile } from '../users/profile-completion.ts'
import { findContentSubject } from './content-subjects.ts'
import { presentPost, threadPostIds } from './post.presenter.ts'
import { postsRepository, reviewKeyOf, type PostEdit } from './posts.repository.ts'
import { createRateLimiter } from '../../rate-limiter.ts'

const PostNotFound = () => NotFound(M.postNotFound, 'POST_NOT_FOUND')
const ContentNotFound = () => NotFound(M.contentNotFound, 'CONTENT_NOT_FOUND')
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
/** A share-link id: 12 base-36 characters (seeded posts use 8, so the two never collide). */
const newHashId = () => BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).padStart(13, '0').slice(0, 12)

/**
 * A post's reply count: for a review, every reply in its thread (what its card lists); for a reply,
 * its direct answers. Recounted from the rows inside the writing transaction (`tx`), so it is exact.
 */
export async function recountReplies(tx: Db, postId: number | null | undefined): Promise<number | null> {
  if (postId == null) return null
  return postsRepository(tx).recountReplies(postId)
}

/**
 * Deletes a post and everything under it with their likes, activity entries and reports, and recounts
 * the replies of its parent and review. Runs inside the caller's transaction `tx` (the author's delete, a
 * moderator's delete with its audit entry).
 */
export async function deletePostTree(
  tx: Db,
  post: {
    id: number
    postType: string
    parentPostId: number | null
    rootPostId: number | null
  },
) {
  const repo = postsRepository(tx)
  const ids = await repo.subtreeIds(post)
  await forgetPostActivities(tx, ids)
  await repo.removeTree(ids)
  const parentReplyCount = await recountReplies(tx, post.parentPostId)
  if (post.rootPostId != null && post.rootPostId !== post.parentPostId) await recountReplies(tx, post.rootPostId)
  return { deletedReplies: ids.length - 1, parentReplyCount }
}

/**
 * An account deletion's first step, in its transaction `tx`: removes the person's posts with the replies
 * under their reviews and the answers under their replies (other people's likes, reports and activity
 * entries of those posts go with them). Answers the surviving posts whose counters change (the ones the
 * removed posts answered, and the ones the person liked), already locked so writes alongside wait, and the
 * contents of the removed posts. Call recountPosts with them once the person's likes are gone.
 */
export async function removeAuthorPosts(tx: Db, userId: number) {
  const repo = postsRepository(tx)
  const postIds = await repo.authorTreeIds(userId)
  const removed = new Set(postIds)
  const removedPosts = await repo.placement(postIds)
  const answered = removedPosts.flatMap((post) => [post.parentPostId, post.rootPostId]).filter((id): id is number => id !== null && !removed.has(id))
  const liked = (await repo.likedByUser(userId)).filter((id) => !removed.has(id))
  const recount = [...new Set([...answered, ...liked])].sort((a, b) => a - b)
  // Lock the surviving posts whose counts change (in id order, as one statement), so a like or reply
  // written alongside waits and the recounts are exact.
  await repo.lock(recount)
  if (postIds.length > 0) {
    await forgetPostActivities(tx, postIds)
    await repo.removeMany(postIds)
  }
  return {
    recount,
    contents: removedPosts.map(({ contentTypeId, externalContentId }) => ({
      contentTypeId,
      externalContentId,
    })),
  }
}

/** Recounts these posts' like and reply counters from the rows (in `tx`); answers their contents. */
export async function recountPosts(tx: Db, ids: number[]) {
  const repo = postsRepository(tx)
  for (const postId of ids) {
    await repo.recountLikes(postId)
    await repo.recountReplies(postId)
  }
  return repo.contentsOf(ids)
}

/** A post that can be liked (visible, not under a hidden post), with what its like records; null otherwise. */
export async function findLikeablePost(db: Db, id: number) {
  const post = await postsRepository(db).findForLike(id)
  // A hidden post (or one under a hidden post) can't be liked: it is not found (decision 027).
  if (!post || post.hiddenAt || post.root?.hiddenAt || post.parent?.hiddenAt) return null
  return {
    id: post.id,
    content: post.content,
    contentTypeId: post.contentTypeId,
    externalContentId: post.externalContentId,
  }
}

/** Locks the post's row in a like's transaction `tx`: likes of one post take turns, so its recount is exact. */
export function lockPostForLike(tx: Db, postId: number): Promise<void> {
  return postsRepository(tx).lockForLike(postId)
}

/** Stores the post's like count, in the like's transaction `tx`. */
export function setPostLikeCount(tx: Db, postId: number, likeCount: number): Promise<void> {
  return postsRepository(tx).setLikeCount(postId, likeCount)
}

/** An author's posts with their own columns, moderation state included (the data export). */
export function postsForExport(db: Db, userId: number) {
  return postsRepository(db).ownPosts(userId)
}

/**
 * Reviews and replies (doc 3 §3-§8): the content's paged reviews with replies, create, edit, delete,
 * report. One review per user per content is the unique Post.reviewKey (a second is a 409). Every write
 * runs in one transaction with its counters, activity entry and points, then drops the content's cached lists.
 */
export function postsService(deps: Pick<AppDeps, 'db' | 'clock' | 'redis'>) {
  const { db, clock } = deps
  const repo = postsRepository(db)
  const cache = postsCache(db)
  const postingLimit = createRateLimiter(deps, {
    keyPrefix: 'posting',
    points: POSTING_RATE_LIMIT.points,
    duration: POSTING_RATE_LIMIT.durationSeconds,
  })

  async function consumePosting(userId: number): Promise<void> {
    try {
      await postingLimit.consume(String(userId))
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      throw TooManyRequests(retryAfter, postingTooFast(retryAfter))
    }
  }

  async function requirePost(id: number) {
    const post = await repo.findHeader(id)
    if (!post) throw PostNotFound()
    return post
  }

  const isVisible = (id: number) => repo.isVisible(id)

  async function presentOne(user: PublicUser | null, where: { id: number } | { hashId: string }): Promise<PostResponse> {
    const row = await repo.findThread(where)
    if (!row) throw PostNotFound()
    // A hidden post is not found, except by its author, who sees it marked with the reason (decision 027).
    if (row.userId !== user?.id && !(await isVisible(row.id))) throw PostNotFound()
    const liked = user ? await repo.likedAmong(user.id, threadPostIds([row])) : new Set<number>()
    return { status: 'success', data: presentPost(row, liked) }
  }

  /** The page as a visitor sees it: the body that is cached. */
  async function visitorPage(contentTypeId: number, externalContentId: string, sort: ReviewSort, page: number): Promise<ContentPostsResponse> {
    const { rows, count, average } = await repo.contentPage(contentTypeId, externalContentId, sort, (page - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE)
    return {
      status: 'success',
      data: rows.map((row) => presentPost(row)),
      reviewCount: count,
      averageRating: oneDecimal(average),
      ownReviewId: null,
      sort,
      pagination: pagination(page, POSTS_PER_PAGE, count),
    }
  }

  async function createReview(user: PublicUser, body: ReviewCreate): Promise<number> {
    const subject = await findContentSubject(db, body.contentTypeId, body.externalContentId)
    if (!subject) throw ContentNotFound()
    const now = clock.now()
    try {
      const id = await inTransaction(db, async (tx) => {
        const post = await postsRepository(tx).create({
          hashId: newHashId(),
          postType: 'review',
          contentTypeId: subject.contentTypeId,
          externalContentId: subject.externalContentId,
          externalContentData: toJsonColumn(subject.data),
          title: body.title,
          content: body.content,
          rating: body.rating,
          pros: body.pros,
          cons: body.cons,
          recommended: body.recommended,
          containsSpoilers: body.containsSpoilers,
          userId: user.id,
          reviewKey: reviewKeyOf(user.id, subject.contentTypeId, subject.externalContentId),
          createdAt: now,
        })
        await recordActivity(tx, {
          userId: user.id,
          activityType: 'CREATE_REVIEW',
          entityType: subject.type,
          entityId: String(post.id),
          externalContentId: subject.externalContentId,
          postId: post.id,
          data: {
            ...subject.activityNames,
            postId: post.id,
            postHashId: post.hashId,
            content: excerpt(body.content),
            rating: body.rating,
          },
          createdAt: now,
        })
        // Points once per content (decision 024): a review deleted and written again earns nothing more.
        await awardPoints(tx, {
          userId: user.id,
          reason: 'review',
          subjectKey: reviewSubjectKey(subject.type, subject.externalContentId),
          today: manilaToday(clock),
          now,
        })
        return post.id
      })
      invalidateContentPosts(db, subject.contentTypeId, subject.externalContentId)
      return id
    } catch (error) {
      if (isUniqueViolation(error)) throw Conflict(M.alreadyReviewed, 'ALREADY_REVIEWED')
      throw error
    }
  }

  async function createReply(user: PublicUser, body: ReplyCreate): Promise<number> {
    const parent = await repo.findParent(body.parentPostId)
    if (!parent || !(await isVisible(parent.id))) throw NotFound(M.parentNotFound, 'PARENT_NOT_FOUND')
    const rootPostId = parent.rootPostId ?? parent.id
    const names = await findContentSubject(db, parent.contentTypeId, parent.externalContentId)
    const now = clock.now()
    const id = await inTransaction(db, async (tx) => {
      const reply = await postsRepository(tx).create({
        hashId: newHashId(),
        postType: 'reply',
        contentTypeId: parent.contentTypeId,
        externalContentId: parent.externalContentId,
        externalContentData: parent.externalContentData,
        content: body.content,
        parentPostId: parent.id,
        rootPostId,
        userId: user.id,
        createdAt: now,
      })
      await recountReplies(tx, parent.id)
      if (rootPostId !== parent.id) await recountReplies(tx, rootPostId)
      await recordActivity(tx, {
        userId: user.id,
        activityType: 'CREATE_REPLY',
        entityType: 'review',
        entityId: String(reply.id),
        externalContentId: parent.externalContentId,
        postId: reply.id,
        data: {
          ...(names?.activityNames ?? {}),
          postId: reply.id,
          postHashId: reply.hashId,
          content: excerpt(body.content),
        },
        createdAt: now,
      })
      // Points once per review's conversation (decision 024), however many replies and re-posts.
      await awardPoints(tx, {
        userId: user.id,
        reason: 'reply',
        subjectKey: replySubjectKey(rootPostId),
        today: manilaToday(clock),
        now,
      })
      return reply.id
    })
    invalidateContentPosts(db, parent.contentTypeId, parent.externalContentId)
    return id
  }

  async function requireAuthor(user: PublicUser, id: number) {
    const post = await requirePost(id)
    if (post.userId !== user.id) throw Forbidden(M.editOwnOnly)
    // Editing never brings a hidden post back (decision 027): only a moderator's restore does.
    if (post.hiddenAt) throw Forbidden(M.hiddenNoEdit)
    return post
  }

  return {
    /** For the hot path: the cached visitor body of this exact request, if any (never computes). */
    cachedContentPage(contentTypeId: number, externalContentId: string, sort: ReviewSort, page: number): CachedBody | undefined {
      return cache.get(contentPostsKey(contentTypeId, externalContentId, sort, page))
    },

    /**
     * A page of the content's reviews with replies. Visitors get the cached body (`cached`); signed-in
     * callers get it with their `hasLiked` flags and own review id filled in (`body`).
     */
    async contentPage(
      user: PublicUser | null,
      contentTypeId: number,
      key: string,
      sort: ReviewSort = 'newest',
      page = 1,
    ): Promise<{ cached: CachedBody } | { body: ContentPostsResponse }> {
      const subject = await findContentSubject(db, contentTypeId, key)
      if (!subject) throw ContentNotFound()
      const compute = () => visitorPage(contentTypeId, subject.externalContentId, sort, page)
      const cacheKey = contentPostsKey(contentTypeId, subject.externalContentId, sort, page)
      const entry = await cache.getOrCompute(cacheKey, compute)
      // Other spellings of the id (a place's numeric id) are served but never cached under their own
      // key: the writers invalidate by the canonical id.
      if (!user) return key === subject.externalContentId ? { cached: entry } : { body: JSON.parse(entry.body) as ContentPostsResponse }
      const body = JSON.parse(entry.body) as ContentPostsResponse
      const ids = body.data.flatMap((post) => [post.id, ...post.replies.map((reply) => reply.id)])
      const [liked, own] = await Promise.all([repo.likedAmong(user.id, ids), repo.ownReviewId(user.id, contentTypeId, subject.externalContentId)])
      for (const post of body.data) {
        post.hasLiked = liked.has(post.id)
        for (const reply of post.replies) reply.hasLiked = liked.has(reply.id)
      }
      body.ownReviewId = own?.id ?? null
      return { body }
    },

    get: (user: PublicUser | null, id: number) => presentOne(user, { id }),
    byHash: (user: PublicUser | null, hashId: string) => presentOne(user, { hashId }),

    /** POST /api/posts: a review or a reply (201 with the post). */
    async create(user: PublicUser, body: PostCreate): Promise<PostResponse> {
      requireCompleteProfile(user)
      await consumePosting(user.id)
      const id = body.postType === 'review' ? await createReview(user, body) : await createReply(user, body)
      return presentOne(user, { id })
    },

    /** PATCH /api/posts/{id}: the author edits a review; fields left out keep their value. */
    async updateReview(user: PublicUser, id: number, body: ReviewUpdate): Promise<PostResponse> {
      const post = await requireAuthor(user, id)
      if (post.postType !== 'review') throw BadRequest(M.notAReview, 'NOT_A_REVIEW')
      const data: PostEdit = { updatedAt: clock.now() }
      for (const field of ['title', 'content', 'rating', 'pros', 'cons', 'containsSpoilers'] as const) {
        if (body[field] !== undefined) Object.assign(data, { [field]: body[field] })
      }
      if (body.recommended !== undefined) data.recommended = body.recommended ?? true
      await repo.edit(id, data)
      invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
      return presentOne(user, { id })
    },

    /** PUT /api/posts/{id}: the author edits a reply's text. */
    async updateReply(user: PublicUser, id: number, body: ReplyUpdate): Promise<PostResponse> {
      const post = await requireAuthor(user, id)
      if (post.postType !== 'reply') throw BadRequest(M.notAReply, 'NOT_A_REPLY')
      await repo.edit(id, { content: body.content, updatedAt: clock.now() })
      invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
      return presentOne(user, { id })
    },

    /**
     * DELETE /api/posts/{id}: by the author, or by staff (moderators and admins). A review takes its
     * replies with it; a reply takes its answers and lowers its parent's (and review's) reply count.
     * Their likes, activity entries and reports go too, in the same transaction.
     */
    async remove(user: PublicUser, id: number): Promise<PostDeleteResponse> {
      const post = await requirePost(id)
      if (post.userId !== user.id && !user.isStaff) throw Forbidden(M.deleteOwnOnly)
      const result = await inTransaction(db, (tx) => deletePostTree(tx, post))
      invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
      return {
        status: 'success',
        deletedId: id,
        deletedReplies: result.deletedReplies,
        parentPostId: post.parentPostId,
        parentReplyCount: result.parentReplyCount,
      }
    },

    /** POST /api/posts/{id}/report: stored once per user for the moderation queue; a repeat answers the same. */
    async report(user: PublicUser, id: number, body: ReportCreate): Promise<ReportResponse> {
      const post = await requirePost(id)
      if (!(await isVisible(id))) throw PostNotFound()
      if (post.userId === user.id) throw BadRequest(M.cannotReportOwn, 'CANNOT_REPORT_OWN')
      try {
        await repo.report(id, user.id, body.reason, body.details, clock.now())
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
      return { status: 'success', reported: true, message: M.reported }
    },

    /** A user's posts, newest first, each with its thread (type 'review': the Reviews tab). */
    async userPosts(viewer: PublicUser | null, userId: number, postType: string | undefined, page = 1): Promise<UserPostsResponse> {
      const { rows, total } = await repo.userPage(userId, postType, (page - 1) * USER_POSTS_PER_PAGE, USER_POSTS_PER_PAGE, viewer?.id === userId)
      const liked = viewer ? await repo.likedAmong(viewer.id, threadPostIds(rows)) : new Set<number>()
      return {
        status: 'success',
        data: rows.map((row) => presentPost(row, liked)),
        pagination: pagination(page, USER_POSTS_PER_PAGE, total),
      }
    },
  }
}
