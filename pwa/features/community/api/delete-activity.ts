import { activityPath } from '@contracts/community-rules'
import { apiRequest } from '@/lib/api-client'

/** DELETE /api/user-activities/{id}: the owner removes an entry from their activity stream. */
export async function deleteActivity(activityId: number): Promise<void> {
  await apiRequest('DELETE', activityPath(activityId))
}
