import { ACTIVITY_LIMIT, PROFILE_MESSAGES, type ActivitiesResponse, type ActivityDeleteResponse } from '../../contracts/community.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { Forbidden, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { requireUserId } from '../users/user-lookup.ts'
import { activitiesRepository, activityStreamVisible } from './activities.repository.ts'
import { presentActivity } from './activity.presenter.ts'

/** A user's activity stream (doc 3 §2 activity tab, §3 Activity, §9 limit 20) and its owner-only delete (§5). */
export function activitiesService(deps: Pick<AppDeps, 'db'>) {
  const repo = activitiesRepository(deps.db)
  return {
    /** A private stream (decision 023) answers everyone but its owner an empty list marked `private`. */
    async list(idOrUsername: string, limit = ACTIVITY_LIMIT, viewerId: number | null = null): Promise<ActivitiesResponse> {
      const userId = await requireUserId(deps.db, idOrUsername)
      if (!(await activityStreamVisible(deps.db, userId, viewerId))) return { status: 'success', data: [], private: true }
      const rows = await repo.recent(userId, Math.min(limit, ACTIVITY_LIMIT), viewerId)
      return { status: 'success', data: rows.map(presentActivity) }
    },

    async remove(user: PublicUser, id: number): Promise<ActivityDeleteResponse> {
      const activity = await repo.find(id)
      if (!activity) throw NotFound(PROFILE_MESSAGES.activityNotFound, 'ACTIVITY_NOT_FOUND')
      if (activity.userId !== user.id) throw Forbidden(PROFILE_MESSAGES.activityOwnerOnly)
      await repo.remove(id)
      return { status: 'success', deletedId: id }
    },
  }
}
