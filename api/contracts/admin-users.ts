import { z } from 'zod'
import { SessionInfo, SignInMethods } from './account-security.ts'
import { PAGE_MAX, Pagination, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'
import { PublicUser, Role } from './user.ts'

/**
 * /admin/users (issue 15, decision 028): find an account, see what it did and how it signs in, give or take
 * the moderator and admin roles, suspend and lift a suspension. Admins only.
 */

export const ADMIN_USERS_PER_PAGE = 20
export const SUSPENSION_REASON_MIN = 3
export const SUSPENSION_REASON_MAX = 500
export const ADMIN_USER_SEARCH_MAX = 100

export const adminUsersMessages = {
  userNotFound: 'User not found',
  lastAdmin: 'This is the last administrator. Give another account the admin role before taking it away from this one.',
  lastAdminSuspend: 'This is the last administrator who can sign in. Give another account the admin role before suspending this one.',
  suspendSelf: 'You cannot suspend your own account.',
  notSuspended: 'This account is not suspended.',
  reasonRequired: 'Please give a reason for the suspension',
  reasonTooShort: `The reason must be at least ${SUSPENSION_REASON_MIN} characters`,
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX} characters`,
  untilInvalid: 'The end of the suspension must be a date and time',
  untilPast: 'The end of the suspension must be in the future',
  roleChanged: (username: string, role: Role) => `@${username} is now ${role === 'admin' ? 'an administrator' : role === 'moderator' ? 'a moderator' : 'a regular user'}.`,
  suspended: (username: string) => `@${username} is suspended and was signed out everywhere.`,
  lifted: (username: string) => `The suspension of @${username} was lifted.`,
} as const

/** Whole-number id in the path: /api/admin/users/{id}. */
export const AdminUserIdParams = z.object({
  id: text()
    .regex(/^\d{1,9}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((id) => id > 0, 'must be a positive whole number'),
})
export type AdminUserIdParams = z.infer<typeof AdminUserIdParams>

/** GET /api/admin/users?q=&role=&suspended=&page= */
export const AdminUserSearch = z.object({
  q: text({ error: 'q must be text' }).trim().max(ADMIN_USER_SEARCH_MAX, `q must be at most ${ADMIN_USER_SEARCH_MAX} characters`).optional(),
  role: z.enum(['user', 'moderator', 'admin'], { error: 'role must be user, moderator or admin' }).optional(),
  suspended: z.enum(['true', 'false'], { error: 'suspended must be true or false' }).transform((value) => value === 'true').optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
})
export type AdminUserSearch = z.input<typeof AdminUserSearch>
export type AdminUserSearchQuery = z.output<typeof AdminUserSearch>

/** PUT /api/admin/users/{id}/role: the stored role (User.role). Roles from the staff lists in configuration stay. */
export const AdminRoleUpdate = z.object({ role: Role })
export type AdminRoleUpdate = z.infer<typeof AdminRoleUpdate>

/** POST /api/admin/users/{id}/suspension: a reason (shown to the user) and, optionally, when it ends. */
export const AdminSuspend = z.object({
  reason: text({ error: adminUsersMessages.reasonRequired })
    .trim()
    .min(1, adminUsersMessages.reasonRequired)
    .min(SUSPENSION_REASON_MIN, adminUsersMessages.reasonTooShort)
    .max(SUSPENSION_REASON_MAX, adminUsersMessages.reasonTooLong),
  /** ISO date-time ("2026-12-01T00:00:00+08:00"); omitted or null: until lifted. */
  until: text({ error: adminUsersMessages.untilInvalid })
    .trim()
    .max(40, adminUsersMessages.untilInvalid)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), adminUsersMessages.untilInvalid)
    .nullish(),
})
export type AdminSuspend = z.input<typeof AdminSuspend>

export const Suspension = z.object({
  active: z.boolean(),
  suspendedAt: z.string(),
  until: z.string().nullable(),
  reason: z.string(),
  /** The admin who suspended, from the audit log (null when that account is gone). */
  by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
})
export type Suspension = z.infer<typeof Suspension>

/** One row of the search. `role` is the effective one; `roleThroughConfiguration` when the staff lists give it. */
export const AdminUserListItem = PublicUser.pick({ id: true, username: true, name: true, email: true, avatar: true, avatarColor: true, role: true }).extend({
  roleThroughConfiguration: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
})
export type AdminUserListItem = z.infer<typeof AdminUserListItem>

export const AdminUserList = z.object({ items: z.array(AdminUserListItem), pagination: Pagination })
export type AdminUserList = z.infer<typeof AdminUserList>

const PostSummary = z.object({
  id: z.number().int(),
  hashId: z.string(),
  postType: z.string(),
  title: z.string().nullable(),
  excerpt: z.string(),
  rating: z.number().nullable(),
  createdAt: z.string(),
})

const ReportSummary = z.object({
  id: z.number().int(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  post: PostSummary.extend({ author: z.object({ id: z.number().int(), username: z.string() }) }),
  reporter: z.object({ id: z.number().int(), username: z.string() }),
})

const AuditSummary = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
})

/** GET /api/admin/users/{id}: everything staff need on one page. Lists hold the newest 20 with their totals. */
export const AdminUserDetail = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string().nullable(),
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    avatar: z.string().nullable(),
    avatarColor: z.string(),
    points: z.number().int(),
    level: z.number().int(),
    lastActiveDay: z.string().nullable(),
    createdAt: z.string(),
    /** The stored role (what "give or take" changes). */
    storedRole: Role,
    /** The effective role: stored role, legacy isAdmin flag, or the staff lists in configuration. */
    role: Role,
    isAdmin: z.boolean(),
    isModerator: z.boolean(),
    /** Admin (or moderator) through the staff lists in configuration: the stored role cannot take it away. */
    adminThroughConfiguration: z.boolean(),
    moderatorThroughConfiguration: z.boolean(),
    suspension: Suspension.nullable(),
  }),
  posts: z.object({ items: z.array(PostSummary), total: z.number().int() }),
  reportsMade: z.object({ items: z.array(ReportSummary), total: z.number().int() }),
  reportsAgainst: z.object({ items: z.array(ReportSummary), total: z.number().int() }),
  sessions: z.array(SessionInfo),
  signInMethods: SignInMethods,
  history: z.array(AuditSummary),
})
export type AdminUserDetail = z.infer<typeof AdminUserDetail>

export const AdminUserActionReply = z.object({ message: z.string(), user: AdminUserDetail.shape.user })
export type AdminUserActionReply = z.infer<typeof AdminUserActionReply>
