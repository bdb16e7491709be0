import type { Prisma } from '../../generated/prisma/client.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { StaffLists } from '../../env.ts'
import { effectiveRoles } from '../auth/roles.ts'

/** The columns a signed-in user's own view needs; never the password hash. */
export const publicUserSelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  displayName: true,
  email: true,
  emailVerifiedAt: true,
  avatar: true,
  avatarColor: true,
  points: true,
  level: true,
  streakDays: true,
  role: true,
  isAdmin: true,
} satisfies Prisma.UserSelect

export type PublicUserRow = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>

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
