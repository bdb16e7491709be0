import type { StaffLists } from '../../env.ts'
import type { Role } from '../../contracts/user.ts'

export interface RoleFacts {
  username: string
  email: string | null
  /** When the owner proved the address; the email staff lists only count once it is set (decision 015). */
  emailVerifiedAt: Date | null
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

/** The form in which addresses are compared with the staff lists: NFKC, trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}

/**
 * The account's address as the staff lists see it, or null when it cannot grant a role: no address, an
 * address nobody proved, or one that NFKC changes beyond case and spaces (a distinct mailbox such as
 * "ｂoss@…" must not pass for "boss@…").
 */
function staffComparableEmail(user: Pick<RoleFacts, 'email' | 'emailVerifiedAt'>): string | null {
  if (user.email === null || user.emailVerifiedAt === null) return null
  const normalised = normaliseEmail(user.email)
  return normalised === user.email.trim().toLowerCase() ? normalised : null
}

const listed = (list: string[], email: string | null) => email !== null && list.some((entry) => normaliseEmail(entry) === email)

/**
 * Spec doc 1 §6 with decision 015. Admin: role is admin, or isAdmin, or the username is on ADMIN_USERNAMES,
 * or the *verified* email is on ADMIN_EMAILS. Moderator: role is moderator, or on the moderator lists
 * (same rule). Staff: either. Usernames compare ignoring case (they are reserved at registration);
 * emails after normaliseEmail. Every role check (GET /api/user, requireRole …) goes through here.
 */
export function effectiveRoles(user: RoleFacts, staff: StaffLists): EffectiveRoles {
  const username = user.username.toLowerCase()
  const email = staffComparableEmail(user)
  const isAdmin = user.role === 'admin' || user.isAdmin || staff.adminUsernames.includes(username) || listed(staff.adminEmails, email)
  const isModerator = user.role === 'moderator' || staff.moderatorUsernames.includes(username) || listed(staff.moderatorEmails, email)
  return { role: isAdmin ? 'admin' : isModerator ? 'moderator' : 'user', isAdmin, isModerator, isStaff: isAdmin || isModerator }
}
