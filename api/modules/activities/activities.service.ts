import { ACTIVITY_LIMIT, PROFILE_MESSAGES, type ActivitiesResponse, type ActivityDeleteResponse } from '../../contracts/community.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { Db } from '../../db.ts'
import { Forbidden, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { requireUserId } from '../users/user-lookup.ts'
import { activitiesRepository, activityStreamVisible, type ActivityEntry } from './activities.repository.ts'
import { publicArticleWhere } from '../article-visibility/article-visibility.ts'
import { publicEventWhere } from '../events/events.service.ts'
import { activitySubjects } from './activity-subjects.ts'
import { presentActivity } from './activity.presenter.ts'

export type { ActivityEntry }

/**
 * Records an activity entry with the action it records: `db` is the action's transaction handle (from
 * inTransaction), so the entry commits or rolls back with it.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await activitiesRepository(db).record(entry)
}

/** Removes the entry of an action taken back (unlike, unfollow), in that action's transaction. */
export async function forgetActivity(
  db: Db,
  where: {
    userId: number
    activityType: string
    entityType: string
    entityId: string
  },
): Promise<void> {
  await activitiesRepository(db).forget(where)
}

/** Removes the entries about these posts, in the transaction that deletes them. */
export async function forgetPostActivities(db: Db, postIds: number[]): Promise<void> {
  await activitiesRepository(db).forgetPosts(postIds)
}

/** Removes a person's entries and those that name them, in the account deletion's transaction. */
export async function forgetUserActivities(db: Db, userId: number): Promise<void> {
  await activitiesRepository(db).forgetUser(userId)
}

/** A user's activity stream (doc 3 §2 activity tab, §3 Activity, §9 limit 20) and its owner-only delete (§5). */
export function activitiesService(deps: Pick<AppDeps, 'db'>) {
  const repo = activitiesRepository(deps.db)
  return {
    /** A private stream (decision 023) answers everyone but its owner an empty list marked `private`. */
    async list(idOrUsername: string, limit = ACTIVITY_LIMIT, viewerId: number | null = null): Promise<ActivitiesResponse> {
      const userId = await requireUserId(deps.db, idOrUsername)
      if (!(await activityStreamVisible(deps.db, userId, viewerId))) return { status: 'success', data: [], private: true }
      const rows = await repo.recent(userId, Math.min(limit, ACTIVITY_LIMIT), viewerId)
      const subjects = await activitySubjects(deps.db, { publicEvent: publicEventWhere, publicArticle: publicArticleWhere }, rows)
      return { status: 'success', data: rows.map((row) => presentActivity(row, subjects.get(row.id) ?? null)) }
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

/** The names and pictures of a page of entries (the feed reads them too). */
export { activitySubjects } from './activity-subjects.ts'
