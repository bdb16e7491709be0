import type { QueryKey } from '@tanstack/react-query'
import { postPath, postsPath } from '@contracts/posts-rules'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'
import type { PostResponse, ReviewCreateInput } from '../types'
import { contentReviewsRootKey } from './get-content-reviews'

/** The queue target of a content's review: one review per person and content, so the newest draft wins. */
export const reviewTarget = (input: { contentTypeId: number; externalContentId: string }) =>
  `review:${input.contentTypeId}:${input.externalContentId}`

/**
 * POST /api/posts (a new review) or PATCH /api/posts/{id} (an edit) through the offline queue: sent now,
 * or kept and sent once (one Idempotency-Key) when the connection is back. Changes the content's reviews
 * and whatever else shows its rating (`alsoInvalidate`: the place, movie or restaurant).
 */
export function saveReview(
  input: Omit<ReviewCreateInput, 'postType'> & { contentTypeId: number; externalContentId: string; subjectName: string },
  reviewId: number | null,
  alsoInvalidate: readonly QueryKey[] = [],
): Promise<SendResult<PostResponse>> {
  const { subjectName, ...body } = input
  return sendOwnStateAction<PostResponse>({
    method: reviewId === null ? 'POST' : 'PATCH',
    url: reviewId === null ? postsPath : postPath(reviewId),
    target: reviewTarget(input),
    body: reviewId === null ? { postType: 'review', ...body } : body,
    label: reviewId === null ? `your review of “${subjectName}”` : `your edit of your review of “${subjectName}”`,
    invalidate: [contentReviewsRootKey(input), ...alsoInvalidate],
  })
}
