import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LikeResult } from '@contracts/likes'
import { articleLikePath, articleLikesPath } from '@contracts/likes-rules'
import { getJson } from '@/lib/api-client'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'

/** Fresh for a minute: other people's likes change the count, the person's own change comes from their action. */
const LIKES_STALE_MS = 60_000

export const articleLikesKey = (articleId: number) => [articleLikesPath(articleId)] as const

/** GET /api/articles/{id}/likes: `{ liked, likeCount }` (liked is false for visitors). */
export function getArticleLikes(articleId: number, signal?: AbortSignal): Promise<LikeResult> {
  return getJson<LikeResult>(articleLikesPath(articleId), { signal })
}

export function articleLikesQuery(articleId: number) {
  return queryOptions({
    queryKey: articleLikesKey(articleId),
    queryFn: ({ signal }) => getArticleLikes(articleId, signal),
    staleTime: LIKES_STALE_MS,
  })
}

export function useArticleLikes(articleId: number) {
  return useQuery(articleLikesQuery(articleId))
}

/**
 * POST (like) or DELETE (unlike) /api/articles/{id}/like through the offline queue: sent now, or kept
 * and sent once back online; the server's answer becomes the likes query's data.
 */
export function setArticleLike(article: { id: number; title: string }, liked: boolean): Promise<SendResult<LikeResult>> {
  return sendOwnStateAction<LikeResult>({
    method: liked ? 'POST' : 'DELETE',
    url: articleLikePath(article.id),
    label: liked ? `your like on “${article.title}”` : `the removal of your like on “${article.title}”`,
    resultKey: articleLikesKey(article.id),
  })
}
