import type { PublicUser } from '../../contracts/user.ts'
import type { StaffLists } from '../../env.ts'
import { effectiveRoles } from './roles.ts'
import type { PublicUserRow } from './user.repository.ts'

/** What GET /api/user and sign-in replies send: the user with their effective roles (doc 1 §6). */
export function presentUser(row: PublicUserRow, staff: StaffLists): PublicUser {
  const roles = effectiveRoles(row, staff)
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    avatar: row.avatar,
    avatarColor: row.avatarColor,
    points: row.points,
    level: row.level,
    streakDays: row.streakDays,
    ...roles,
  }
}
