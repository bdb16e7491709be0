import type { StaffLists } from '../../env.ts'
import type { Role } from '../../contracts/user.ts'

export interface RoleFacts {
  username: string
  email: string | null
  role: string
  isAdmin: boolean
}

export interface EffectiveRoles {
  /** The highest role that applies: admin, then moderator, then user. */
  role: Role
  isAdmin: boolean
  isModerator: boolean
  isStaff: boolean
}

/**
 * Spec doc 1 §6. Admin: role is admin, or isAdmin, or the username / email is on the configured admin
 * lists. Moderator: role is moderator, or on the moderator lists. Staff: either. Comparisons ignore case.
 */
export function effectiveRoles(user: RoleFacts, staff: StaffLists): EffectiveRoles {
  const username = user.username.toLowerCase()
  const email = user.email?.toLowerCase() ?? null
  const isAdmin =
    user.role === 'admin' ||
    user.isAdmin ||
    staff.adminUsernames.includes(username) ||
    (email !== null && staff.adminEmails.includes(email))
  const isModerator =
    user.role === 'moderator' || staff.moderatorUsernames.includes(username) || (email !== null && staff.moderatorEmails.includes(email))
  return { role: isAdmin ? 'admin' : isModerator ? 'moderator' : 'user', isAdmin, isModerator, isStaff: isAdmin || isModerator }
}
