import { postPath } from '@contracts/posts-rules'
import { apiRequest } from '@/lib/api-client'

/** DELETE /api/posts/{id}: a review (with its replies) or a reply (lowering its review's reply count). */
export async function deletePost(postId: number): Promise<void> {
  await apiRequest('DELETE', postPath(postId))
}
