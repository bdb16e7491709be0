import type { Db } from '../db.ts'
import { invalidateCache, namedCache } from './cache-bus.ts'
import type { ResponseCache } from './response-cache.ts'

/**
 * Cached bodies of a content's reviews list (GET /api/posts/content/{type}/{id}, decision 019): the
 * page as a visitor sees it (no hasLiked, no ownReviewId). Every write that changes what the list
 * shows (a review or reply created, edited or deleted, a post liked or unliked) drops the content's
 * entries with `invalidateContentPosts`, so the next read recomputes them. The reviews list is "fresh
 * 30 s" on the client (doc 3 §9); the TTL only bounds memory. With REDIS_URL the invalidation reaches every
 * process (api/cache/cache-bus.ts, decision 026).
 */
export function postsCache(db: Db): ResponseCache {
  return namedCache(db, 'posts', { ttlMs: 10 * 60_000, maxEntries: 2000 })
}

const contentPrefix = (contentTypeId: number, externalContentId: string) => `posts|${contentTypeId}|${externalContentId}|`

/** The key of one page of a content's reviews in one order. */
export const contentPostsKey = (contentTypeId: number, externalContentId: string, sort: string, page: number) =>
  `${contentPrefix(contentTypeId, externalContentId)}${sort}|${page}`

/** Drops every cached page of this content's reviews, in every process with Redis. Call after any write that changes them. */
export function invalidateContentPosts(db: Db, contentTypeId: number, externalContentId: string): number {
  return invalidateCache(db, 'posts', contentPrefix(contentTypeId, externalContentId))
}
