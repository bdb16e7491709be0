import { queryOptions } from '@tanstack/react-query'
import { postByHashPath, postPath } from '@contracts/posts-rules'
import { getJson } from '@/lib/api-client'
import type { Post, PostResponse } from '../types'

/** A post's address in the API: a number is its id (GET /api/posts/{id}), anything else its hashId. */
export const postApiPath = (idOrHash: string) => (/^\d+$/.test(idOrHash) ? postPath(Number(idOrHash)) : postByHashPath(idOrHash))

/** GET /api/posts/{id} or /api/posts/hash/{hashId}: one review with its replies (404 'Post not found'). */
export async function getPost(idOrHash: string, signal?: AbortSignal): Promise<Post> {
  return (await getJson<PostResponse>(postApiPath(idOrHash), { signal })).data
}

export const postKey = (idOrHash: string) => [postApiPath(idOrHash)] as const

export function postQuery(idOrHash: string) {
  return queryOptions({
    queryKey: postKey(idOrHash),
    queryFn: ({ signal }) => getPost(idOrHash, signal),
    staleTime: 30_000,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}
