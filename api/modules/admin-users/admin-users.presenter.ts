import type { AdminUserDetail, AdminUserListItem, Suspension } from '../../contracts/admin-users.ts'
import { Role } from '../../contracts/user.ts'
import type { StaffLists } from '../../env.ts'
import { effectiveRoles } from '../user/roles.ts'
import { isSuspended } from '../user/suspension.ts'
import type { AdminUserRow, ReportRow } from './admin-users.repository.ts'

const storedRole = (role: string) => Role.catch('user').parse(role)

/** Roles the staff lists give whatever the stored role says. */
function configuredRoles(row: AdminUserRow, staff: StaffLists) {
  const fromLists = effectiveRoles({ ...row, role: 'user', isAdmin: false }, staff)
  return { adminThroughConfiguration: fromLists.isAdmin, moderatorThroughConfiguration: fromLists.isModerator }
}

export function presentListItem(row: AdminUserRow, staff: StaffLists, now: Date): AdminUserListItem {
  const roles = effectiveRoles(row, staff)
  const configured = configuredRoles(row, staff)
  return {
    id: row.id,
    username: row.username,
    name: row.displayName ?? row.name,
    email: row.email,
    avatar: row.avatar,
    avatarColor: row.avatarColor,
    role: roles.role,
    roleThroughConfiguration: roles.role === 'admin' ? configured.adminThroughConfiguration && row.role !== 'admin' && !row.isAdmin : roles.role === 'moderator' && configured.moderatorThroughConfiguration && row.role !== 'moderator',
    suspended: isSuspended(row, now),
    createdAt: row.createdAt.toISOString(),
  }
}

export function presentSuspension(row: AdminUserRow, by: { id: number; username: string } | null, now: Date): Suspension | null {
  if (row.suspendedAt === null) return null
  return {
    active: isSuspended(row, now),
    suspendedAt: row.suspendedAt.toISOString(),
    until: row.suspendedUntil?.toISOString() ?? null,
    reason: row.suspendedReason ?? '',
    by,
  }
}

export function presentUserFacts(row: AdminUserRow, staff: StaffLists, suspension: Suspension | null): AdminUserDetail['user'] {
  const roles = effectiveRoles(row, staff)
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    avatar: row.avatar,
    avatarColor: row.avatarColor,
    points: row.points,
    level: row.level,
    lastActiveDay: row.lastActiveDay,
    createdAt: row.createdAt.toISOString(),
    storedRole: row.isAdmin ? 'admin' : storedRole(row.role),
    role: roles.role,
    isAdmin: roles.isAdmin,
    isModerator: roles.isModerator,
    ...configuredRoles(row, staff),
    suspension,
  }
}

const excerpt = (content: string) => (content.length > 160 ? `${content.slice(0, 159)}…` : content)

export function presentPost(post: { id: number; hashId: string; postType: string; title: string | null; content: string; rating: number | null; createdAt: Date }) {
  return {
    id: post.id,
    hashId: post.hashId,
    postType: post.postType,
    title: post.title,
    excerpt: excerpt(post.content),
    rating: post.rating,
    createdAt: post.createdAt.toISOString(),
  }
}

export function presentReport(report: ReportRow) {
  return {
    id: report.id,
    reason: report.reason,
    details: report.details,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    post: { ...presentPost(report.post), author: report.post.user },
    reporter: report.user,
  }
}

const parseJson = (value: string | null): unknown => (value === null ? null : (JSON.parse(value) as unknown))

export function presentAudit(entry: { id: number; action: string; before: string | null; after: string | null; reason: string | null; createdAt: Date; actor: { id: number; username: string } | null }) {
  return {
    id: entry.id,
    action: entry.action,
    actor: entry.actor,
    before: parseJson(entry.before),
    after: parseJson(entry.after),
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }
}
