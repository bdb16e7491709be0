import type { QueryKey } from '@tanstack/react-query'
import { usernameFollowPath } from '@contracts/follows-rules'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'
import type { FollowStatus } from '../types'

/**
 * POST (follow) or DELETE (unfollow) /api/users/{username}/follow through the offline queue: it sets
 * the state, so the newest choice made offline is the one sent. `invalidate`: the profiles and lists
 * whose counts change.
 */
export function setFollow(
  target: { username: string; name: string },
  follow: boolean,
  invalidate: readonly QueryKey[],
): Promise<SendResult<FollowStatus>> {
  return sendOwnStateAction<FollowStatus>({
    method: follow ? 'POST' : 'DELETE',
    url: usernameFollowPath(target.username),
    label: follow ? `your follow of ${target.name}` : `your unfollow of ${target.name}`,
    invalidate,
  })
}
