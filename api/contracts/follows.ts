/**
 * Follows (spec doc 3 §3 Follow relation and Follow status, §7): request bodies and response shapes.
 * Messages and paths are in ./follows-rules.ts (re-exported here).
 */
import { z } from 'zod'
import { text } from './text.ts'
import { FOLLOW_SEARCH_MAX } from './follows-rules.ts'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'

export * from './follows-rules.ts'

/** POST /api/unified/follow */
export const FollowCreate = z.object({
  targetUserId: z.coerce.number({ error: 'targetUserId must be a user id' }).int('targetUserId must be a user id').positive('targetUserId must be a user id'),
})
export type FollowCreate = z.infer<typeof FollowCreate>

/** ?search (case-insensitive over name or username) &page of the followers and following lists. */
export const FollowListQuery = z.object({
  search: text().trim().max(FOLLOW_SEARCH_MAX, `search must be at most ${FOLLOW_SEARCH_MAX} characters`).optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
})
export type FollowListQuery = z.infer<typeof FollowListQuery>

/** A person on a followers or following card (never an email). */
export const FollowUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  avatarColor: z.string(),
})
export type FollowUser = z.infer<typeof FollowUser>

/** GET /api/unified/followers/{userId}: data is a list of { id, createdAt, follower }. */
export const FollowerEntry = z.object({ id: z.number().int(), createdAt: z.string(), follower: FollowUser })
export type FollowerEntry = z.infer<typeof FollowerEntry>
export const FollowersResponse = z.object({ status: z.literal('success'), data: z.array(FollowerEntry), pagination: Pagination })
export type FollowersResponse = z.infer<typeof FollowersResponse>

/** GET /api/unified/following/{userId}: data is a list of { id, createdAt, following }. */
export const FollowingEntry = z.object({ id: z.number().int(), createdAt: z.string(), following: FollowUser })
export type FollowingEntry = z.infer<typeof FollowingEntry>
export const FollowingResponse = z.object({ status: z.literal('success'), data: z.array(FollowingEntry), pagination: Pagination })
export type FollowingResponse = z.infer<typeof FollowingResponse>

/** GET follow-status (false for visitors), and the answer of every follow and unfollow. */
export const FollowStatus = z.object({
  isFollowing: z.boolean(),
  /** The target's follower count after the change. */
  followerCount: z.number().int().nonnegative(),
})
export type FollowStatus = z.infer<typeof FollowStatus>
