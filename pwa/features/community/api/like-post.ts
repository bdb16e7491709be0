import type { QueryKey } from '@tanstack/react-query'
import { postLikePath } from '@contracts/posts-rules'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'
import type { LikeResult } from '../types'

/**
 * POST (like) or DELETE (unlike) /api/posts/{id}/like through the offline queue: sets the state, so a
 * like then an unlike made offline sends one unlike. `invalidate` names the lists showing the count.
 */
export function setPostLike(postId: number, liked: boolean, invalidate: readonly QueryKey[]): Promise<SendResult<LikeResult>> {
  return sendOwnStateAction<LikeResult>({
    method: liked ? 'POST' : 'DELETE',
    url: postLikePath(postId),
    label: liked ? 'your like on a review' : 'the removal of your like on a review',
    invalidate,
  })
}
