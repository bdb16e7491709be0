import type { Profile, ProfileResponse } from '../../contracts/community.ts'
import { currentStreak } from '../../contracts/points-rules.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { UserNotFound } from './user-lookup.ts'
import { usersRepository } from './users.repository.ts'

/** Public profiles (doc 3 §2 profile shell, §3 User, §7 /api/users/profile/{username}). */
export function usersService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { clock } = deps
  const repo = usersRepository(deps.db)

  return {
    /** The profile with the header counts; the email only on the caller's own profile. */
    async profile(viewer: PublicUser | null, username: string): Promise<ProfileResponse> {
      const row = (await repo.profile(username)) ?? (await repo.formerHolder(username))
      if (!row) throw UserNotFound()
      const own = viewer?.id === row.id
      const [isFollowing, likeCount] = await Promise.all([viewer && !own ? repo.follows(viewer.id, row.id) : false, repo.profileLikeCount(row.id)])
      const data: Profile = {
        id: row.id,
        username: row.username,
        name: row.name ?? row.displayName,
        firstName: row.firstName,
        lastName: row.lastName,
        displayName: row.displayName,
        bio: row.bio,
        email: own ? row.email : null,
        avatar: row.avatar,
        profileImageUrl: row.avatar,
        avatarColor: row.avatarColor,
        points: row.points,
        level: row.level,
        // The stored streak is rewritten at the next activity; a missed day already shows as 0 (decision 024).
        streakDays: currentStreak(row.streakDays, row.lastActiveDay, manilaToday(clock)),
        createdAt: row.createdAt.toISOString(),
        postCount: row._count.posts,
        followingCount: row._count.following,
        followerCount: row._count.followers,
        likeCount,
        isFollowing,
        isOwnProfile: own,
      }
      return row.username === username ? { status: 'success', data } : { status: 'success', data, movedFrom: username }
    },
  }
}
