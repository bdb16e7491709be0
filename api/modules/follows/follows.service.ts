import { FOLLOWS_PER_PAGE, FOLLOW_MESSAGES, type FollowersResponse, type FollowingResponse, type FollowStatus } from '../../contracts/follows.ts'
import { pagination } from '../../contracts/paging.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { forgetActivity, recordActivity } from '../activities/activities.service.ts'
import { findUserSummary, requireUserId } from '../users/user-lookup.ts'
import { presentFollowUser } from './follow.presenter.ts'
import { followsRepository } from './follows.repository.ts'

/**
 * Follows (doc 3 §2, §3, §5, §7). One row per pair (unique index); following twice is a no-op and a
 * race between two follows leaves one row (the loser's unique violation means "already following").
 * The 'follow' activity entry is written in the follow's transaction and removed with the unfollow.
 * Nobody follows themselves: the service refuses it (400) before the database trigger would.
 */
export function followsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps
  const repo = followsRepository(db)

  async function requireTarget(userId: number) {
    const user = await findUserSummary(db, userId)
    if (!user) throw NotFound(FOLLOW_MESSAGES.targetNotFound, 'USER_NOT_FOUND')
    return user
  }

  async function status(followerId: number | null, userId: number): Promise<FollowStatus> {
    const [isFollowing, followerCount] = await Promise.all([followerId == null ? false : repo.isFollowing(followerId, userId), repo.followerCount(userId)])
    return { isFollowing, followerCount }
  }

  return {
    async followers(idOrUsername: string, search: string | undefined, page = 1): Promise<FollowersResponse> {
      const userId = await requireUserId(db, idOrUsername)
      const { rows, total } = await repo.followers(userId, search || undefined, (page - 1) * FOLLOWS_PER_PAGE, FOLLOWS_PER_PAGE)
      return {
        status: 'success',
        data: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          follower: presentFollowUser(row.follower),
        })),
        pagination: pagination(page, FOLLOWS_PER_PAGE, total),
      }
    },

    async following(idOrUsername: string, search: string | undefined, page = 1): Promise<FollowingResponse> {
      const userId = await requireUserId(db, idOrUsername)
      const { rows, total } = await repo.following(userId, search || undefined, (page - 1) * FOLLOWS_PER_PAGE, FOLLOWS_PER_PAGE)
      return {
        status: 'success',
        data: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          following: presentFollowUser(row.following),
        })),
        pagination: pagination(page, FOLLOWS_PER_PAGE, total),
      }
    },

    async status(viewer: PublicUser | null, idOrUsername: string): Promise<FollowStatus> {
      return status(viewer?.id ?? null, await requireUserId(db, idOrUsername))
    },

    async follow(user: PublicUser, idOrUsername: string | number): Promise<FollowStatus> {
      const targetId = typeof idOrUsername === 'number' ? idOrUsername : await requireUserId(db, idOrUsername)
      if (targetId === user.id) throw BadRequest(FOLLOW_MESSAGES.cannotFollowSelf, 'CANNOT_FOLLOW_SELF')
      const target = await requireTarget(targetId)
      const now = clock.now()
      try {
        await inTransaction(db, async (tx) => {
          if (!(await followsRepository(tx).add(user.id, target.id, now))) return
          await recordActivity(tx, {
            userId: user.id,
            activityType: 'follow',
            entityType: 'user',
            entityId: String(target.id),
            data: {
              username: target.username,
              name: target.name ?? target.displayName ?? target.username,
            },
            createdAt: now,
          })
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
      return status(user.id, target.id)
    },

    async unfollow(user: PublicUser, idOrUsername: string | number): Promise<FollowStatus> {
      const targetId = typeof idOrUsername === 'number' ? idOrUsername : await requireUserId(db, idOrUsername)
      const target = await requireTarget(targetId)
      await inTransaction(db, async (tx) => {
        if (await followsRepository(tx).remove(user.id, target.id)) {
          await forgetActivity(tx, {
            userId: user.id,
            activityType: 'follow',
            entityType: 'user',
            entityId: String(target.id),
          })
        }
      })
      return status(user.id, target.id)
    },
  }
}
