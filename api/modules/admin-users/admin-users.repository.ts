import type { Db } from '../../db.ts'
import { dialectOf, ignoringCase } from '../../db.ts'
import type { StaffLists } from '../../env.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { effectiveRoles } from '../user/roles.ts'
import { isSuspended, suspensionSelect } from '../user/suspension.ts'

type Tx = Prisma.TransactionClient | Db

/** The columns the admin pages show about an account; never the password hash. */
export const adminUserSelect = {
  id: true,
  username: true,
  name: true,
  displayName: true,
  email: true,
  emailVerifiedAt: true,
  avatar: true,
  avatarColor: true,
  points: true,
  level: true,
  lastActiveDay: true,
  createdAt: true,
  role: true,
  isAdmin: true,
  ...suspensionSelect,
} satisfies Prisma.UserSelect

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>

export const postSummarySelect = {
  id: true,
  hashId: true,
  postType: true,
  title: true,
  content: true,
  rating: true,
  createdAt: true,
} satisfies Prisma.PostSelect

export const reportSelect = {
  id: true,
  reason: true,
  details: true,
  status: true,
  createdAt: true,
  user: { select: { id: true, username: true } },
  post: { select: { ...postSummarySelect, user: { select: { id: true, username: true } } } },
} satisfies Prisma.PostReportSelect

export type ReportRow = Prisma.PostReportGetPayload<{ select: typeof reportSelect }>

const LIST_SIZE = 20

/** The search: name, display name, username or email containing the words, ignoring case on both databases. */
export function searchWhere(db: object, q: string | undefined, staff: StaffLists, role: 'user' | 'moderator' | 'admin' | undefined, suspended: boolean | undefined, now: Date): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = []
  if (q) {
    const contains = ignoringCase(db, { contains: q })
    and.push({ OR: [{ name: contains }, { displayName: contains }, { username: contains }, { email: contains }] })
  }
  if (role) and.push(role === 'admin' ? { OR: [{ role: 'admin' }, { isAdmin: true }, ...configuredWhere(db, staff, 'admin')] } : { role, isAdmin: false })
  if (suspended !== undefined) {
    const active: Prisma.UserWhereInput = { suspendedAt: { not: null }, OR: [{ suspendedUntil: null }, { suspendedUntil: { gt: now } }] }
    and.push(suspended ? active : { NOT: active })
  }
  return { AND: and }
}

/** Accounts the staff lists in configuration could name (each candidate is confirmed with effectiveRoles). */
function configuredWhere(db: object, staff: StaffLists, kind: 'admin' | 'moderator'): Prisma.UserWhereInput[] {
  const usernames = kind === 'admin' ? staff.adminUsernames : staff.moderatorUsernames
  const emails = kind === 'admin' ? staff.adminEmails : staff.moderatorEmails
  return [
    ...usernames.map((username) => ({ username: ignoringCase(db, { equals: username }) })),
    ...emails.map((email) => ({ email: ignoringCase(db, { equals: email.trim() }), emailVerifiedAt: { not: null } })),
  ]
}

/**
 * Every account that is an administrator now and can sign in (not suspended), by any route: the stored
 * role, the legacy isAdmin flag, or the staff lists in configuration (decision 028: the last-admin rule).
 */
export async function activeAdminIds(tx: Tx, staff: StaffLists, now: Date): Promise<Set<number>> {
  const rows = await tx.user.findMany({
    where: { OR: [{ role: 'admin' }, { isAdmin: true }, ...configuredWhere(tx, staff, 'admin')] },
    select: { id: true, username: true, email: true, emailVerifiedAt: true, role: true, isAdmin: true, ...suspensionSelect },
  })
  return new Set(rows.filter((row) => effectiveRoles(row, staff).isAdmin && !isSuspended(row, now)).map((row) => row.id))
}

/**
 * Role and suspension changes take turns, so two admins demoting (or suspending) each other at once cannot
 * both see the other still there and leave no administrator: on PostgreSQL a transaction-scoped advisory
 * lock; SQLite runs one writing transaction at a time, and this no-op UPDATE makes the transaction a writer
 * from its first statement.
 */
export async function lockAdminChanges(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  if (dialectOf(tx) === 'postgresql') await tx.$executeRaw`SELECT pg_advisory_xact_lock(15028)`
  else await tx.$executeRaw`UPDATE "User" SET "id" = "id" WHERE "id" = ${userId}`
}

export function adminUsersRepository(db: Db) {
  return {
    /** Sets role, isAdmin or the suspension columns of one account. */
    async updateUser(id: number, data: { role?: string; isAdmin?: boolean; suspendedAt?: Date | null; suspendedUntil?: Date | null; suspendedReason?: string | null }): Promise<void> {
      await db.user.update({ where: { id }, data, select: { id: true } })
    },

    /** Ends every session of the account (signs it out everywhere); returns how many ended. */
    async endSessions(userId: number): Promise<number> {
      const ended = await db.session.deleteMany({ where: { userId } })
      return ended.count
    },

    async search(where: Prisma.UserWhereInput, page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        db.user.findMany({ where, select: adminUserSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * perPage, take: perPage }),
        db.user.count({ where }),
      ])
      return { rows, total }
    },

    findUser: (id: number) => db.user.findUnique({ where: { id }, select: adminUserSelect }),

    async activity(userId: number) {
      const [posts, postTotal, reportsMade, reportsMadeTotal, reportsAgainst, reportsAgainstTotal, history] = await Promise.all([
        db.post.findMany({ where: { userId }, select: postSummarySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_SIZE }),
        db.post.count({ where: { userId } }),
        db.postReport.findMany({ where: { userId }, select: reportSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_SIZE }),
        db.postReport.count({ where: { userId } }),
        db.postReport.findMany({ where: { post: { userId } }, select: reportSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_SIZE }),
        db.postReport.count({ where: { post: { userId } } }),
        db.auditLog.findMany({
          where: { entityType: 'user', entityId: String(userId) },
          select: { id: true, action: true, before: true, after: true, reason: true, createdAt: true, actor: { select: { id: true, username: true } } },
          orderBy: { id: 'desc' },
          take: LIST_SIZE,
        }),
      ])
      return { posts, postTotal, reportsMade, reportsMadeTotal, reportsAgainst, reportsAgainstTotal, history }
    },

    /** Who suspended the account: the newest user.suspend entry for it (the audit log is the record of who). */
    async suspendedBy(userId: number) {
      const entry = await db.auditLog.findFirst({
        where: { entityType: 'user', entityId: String(userId), action: 'user.suspend' },
        select: { actor: { select: { id: true, username: true } } },
        orderBy: { id: 'desc' },
      })
      return entry?.actor ?? null
    },
  }
}
