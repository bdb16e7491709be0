import { postPath } from '@contracts/posts-rules'
import { apiRequest } from '@/lib/api-client'
import type { PostResponse } from '../types'

/** PUT /api/posts/{id} with the trimmed content: edits a reply (doc 3 §7). */
export async function updateReply(replyId: number, content: string): Promise<PostResponse> {
  const response = await apiRequest('PUT', postPath(replyId), { content: content.trim() })
  return (await response.json()) as PostResponse
}

