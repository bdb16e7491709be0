import type { QueryKey } from '@tanstack/react-query'
import { postsPath } from '@contracts/posts-rules'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'
import type { PostResponse } from '../types'
import type { ContentRef } from './get-content-reviews'

/** Queue targets of replies start with this (one target per reply, so each one written offline waits). */
export const replyTargetPrefix = (reviewId: number) => `reply:${reviewId}:`

/**
 * POST /api/posts with postType 'reply' through the offline queue (sent now, or once back online).
 * `invalidate`: the lists showing the review (its reply list and reply count).
 */
export function createReply(
  review: ContentRef & { id: number; rootPostId?: number | null },
  userId: number,
  content: string,
  invalidate: readonly QueryKey[],
): Promise<SendResult<PostResponse>> {
  return sendOwnStateAction<PostResponse>({
    method: 'POST',
    url: postsPath,
    target: `${replyTargetPrefix(review.id)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    body: {
      postType: 'reply',
      parentPostId: review.id,
      rootPostId: review.rootPostId ?? review.id,
      userId,
      contentTypeId: review.contentTypeId,
      externalContentId: review.externalContentId,
      content: content.trim(),
    },
    label: 'your reply',
    invalidate,
  })
}
