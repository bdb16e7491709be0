import { postReportPath, type ReportReason } from '@contracts/posts-rules'
import { apiRequest } from '@/lib/api-client'

/** POST /api/posts/{id}/report (Gala addition): stored for the moderation queue; once per person and post. */
export async function reportPost(postId: number, reason: ReportReason): Promise<void> {
  await apiRequest('POST', postReportPath(postId), { reason })
}
