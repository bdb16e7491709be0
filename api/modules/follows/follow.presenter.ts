import type { FollowUser } from '../../contracts/follows.ts'
import type { FollowUserRow } from './follows.repository.ts'

export function presentFollowUser(row: FollowUserRow): FollowUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name ?? row.displayName,
    displayName: row.displayName,
    bio: row.bio,
    avatar: row.avatar,
    avatarColor: row.avatarColor,
  }
}
