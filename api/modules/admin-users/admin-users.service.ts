import { ADMIN_USERS_PER_PAGE, adminUsersMessages as messages } from '../../contracts/admin-users.ts'
import type { AdminUserDetail, AdminUserList, AdminUserSearchQuery } from '../../contracts/admin-users.ts'
import { pagination } from '../../contracts/paging.ts'
import type { Role } from '../../contracts/user.ts'
import { Conflict, NotFound, ValidationFailed } from '../../errors.ts'
import { inTransaction } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { signInMethods, sessionsService } from '../account/account-security.service.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { effectiveRoles } from '../user/roles.ts'
import { isSuspended } from '../user/suspension.ts'
import { presentAudit, presentListItem, presentPost, presentReport, presentSuspension, presentUserFacts } from './admin-users.presenter.ts'
import { activeAdminIds, adminUsersRepository, lockAdminChanges, searchWhere } from './admin-users.repository.ts'

const suspensionValues = (row: { suspendedAt: Date | null; suspendedUntil: Date | null; suspendedReason: string | null }) => ({
  suspendedAt: row.suspendedAt,
  suspendedUntil: row.suspendedUntil,
  suspendedReason: row.suspendedReason,
})

/**
 * /admin/users (decision 028). Every write runs in one transaction with its audit entry; role and suspension
 * changes are serialised so the last administrator (counting the staff lists in configuration) always stays.
 */
export function adminUsersService(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  const { db, config, clock } = deps
  const repo = adminUsersRepository(db)
  const sessions = sessionsService(deps)

  async function userFacts(id: number) {
    const row = await repo.findUser(id)
    if (!row) throw NotFound(messages.userNotFound, 'USER_NOT_FOUND')
    const by = row.suspendedAt ? await repo.suspendedBy(id) : null
    return presentUserFacts(row, config.staff, presentSuspension(row, by, clock.now()))
  }

  return {
    userFacts,

    async search(query: AdminUserSearchQuery): Promise<AdminUserList> {
      const page = query.page ?? 1
      const now = clock.now()
      const where = searchWhere(db, query.q || undefined, config.staff, query.role, query.suspended, now)
      const { rows, total } = await repo.search(where, page, ADMIN_USERS_PER_PAGE)
      return { items: rows.map((row) => presentListItem(row, config.staff, now)), pagination: pagination(page, ADMIN_USERS_PER_PAGE, total) }
    },

    async detail(id: number): Promise<AdminUserDetail> {
      const user = await userFacts(id)
      const [activity, methods, devices] = await Promise.all([repo.activity(id), signInMethods(db, id), sessions.list(id, null, clock.now())])
      const { email: _email, ...signIn } = methods
      return {
        user,
        posts: { items: activity.posts.map(presentPost), total: activity.postTotal },
        reportsMade: { items: activity.reportsMade.map(presentReport), total: activity.reportsMadeTotal },
        reportsAgainst: { items: activity.reportsAgainst.map(presentReport), total: activity.reportsAgainstTotal },
        sessions: devices,
        signInMethods: signIn,
        history: activity.history.map(presentAudit),
      }
    },

    /** Sets the stored role; taking admin also clears the legacy isAdmin flag. 409 when no administrator would be left. */
    async setRole(actor: AuditActor, id: number, role: Role): Promise<void> {
      // Role and suspension transactions wait for each other (lockAdminChanges), within inTransaction's TX_LIMITS.
      await inTransaction(db, async (tx) => {
        await lockAdminChanges(tx, id)
        const txRepo = adminUsersRepository(tx)
        const before = await txRepo.findUser(id)
        if (!before) throw NotFound(messages.userNotFound, 'USER_NOT_FOUND')
        const next = { role, isAdmin: role === 'admin' ? before.isAdmin : false }
        if (before.role === next.role && before.isAdmin === next.isAdmin) return
        const losesAdmin = effectiveRoles(before, config.staff).isAdmin && !effectiveRoles({ ...before, ...next }, config.staff).isAdmin
        if (losesAdmin) {
          const admins = await activeAdminIds(tx, config.staff, clock.now())
          admins.delete(id)
          if (admins.size === 0) throw Conflict(messages.lastAdmin, 'LAST_ADMIN')
        }
        await txRepo.updateUser(id, next)
        await recordAudit(tx, actor, {
          action: 'user.role',
          entityType: 'user',
          entityId: id,
          before: { role: before.role, isAdmin: before.isAdmin },
          after: next,
        })
      })
    },

    /** Suspends (or changes a suspension): every session ends in the same transaction. */
    async suspend(actor: AuditActor, id: number, reason: string, untilText: string | null | undefined): Promise<void> {
      const now = clock.now()
      const until = untilText ? new Date(untilText) : null
      if (until && until <= now) throw ValidationFailed([{ field: 'until', message: messages.untilPast }])
      if (actor.user?.id === id) throw Conflict(messages.suspendSelf, 'CANNOT_SUSPEND_SELF')
      await inTransaction(db, async (tx) => {
        await lockAdminChanges(tx, id)
        const txRepo = adminUsersRepository(tx)
        const before = await txRepo.findUser(id)
        if (!before) throw NotFound(messages.userNotFound, 'USER_NOT_FOUND')
        if (effectiveRoles(before, config.staff).isAdmin && !isSuspended(before, now)) {
          const admins = await activeAdminIds(tx, config.staff, now)
          admins.delete(id)
          if (admins.size === 0) throw Conflict(messages.lastAdminSuspend, 'LAST_ADMIN')
        }
        const after = { suspendedAt: now, suspendedUntil: until, suspendedReason: reason }
        await txRepo.updateUser(id, after)
        const ended = await txRepo.endSessions(id)
        await recordAudit(tx, actor, {
          action: 'user.suspend',
          entityType: 'user',
          entityId: id,
          before: suspensionValues(before),
          after: { ...after, sessionsEnded: ended },
          reason,
        })
      })
    },

    /** Lifts a suspension (also one whose end has passed, to clear it). 409 when there is none. */
    async lift(actor: AuditActor, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        await lockAdminChanges(tx, id)
        const txRepo = adminUsersRepository(tx)
        const before = await txRepo.findUser(id)
        if (!before) throw NotFound(messages.userNotFound, 'USER_NOT_FOUND')
        if (before.suspendedAt === null) throw Conflict(messages.notSuspended, 'NOT_SUSPENDED')
        const after = { suspendedAt: null, suspendedUntil: null, suspendedReason: null }
        await txRepo.updateUser(id, after)
        await recordAudit(tx, actor, { action: 'user.unsuspend', entityType: 'user', entityId: id, before: suspensionValues(before), after })
      })
    },
  }
}
