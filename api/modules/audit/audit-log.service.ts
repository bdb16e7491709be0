import { AUDIT_LOG_PER_PAGE, type AuditLogPage, type AuditLogQuery } from '../../contracts/audit-log.ts'
import { pagination } from '../../contracts/paging.ts'
import type { AppDeps } from '../../types.ts'
import { presentAuditEntry } from './audit-log.presenter.ts'
import { auditLogRepository, type AuditLogFilter } from './audit-log.repository.ts'

/** Manila is UTC+8 all year: a Manila day starts at 16:00 UTC the day before. */
const manilaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`)

/** One page of the audit log, newest first, filtered by actor, action, entity and Manila dates (inclusive). */
export async function auditLogPage(deps: Pick<AppDeps, 'db'>, query: AuditLogQuery): Promise<AuditLogPage> {
  const repository = auditLogRepository(deps.db)
  const page = query.page ?? 1
  const perPage = query.per_page ?? AUDIT_LOG_PER_PAGE
  const filter: AuditLogFilter = {
    action: query.action || undefined,
    entityType: query.entity_type || undefined,
    entityId: query.entity_id || undefined,
    from: query.from ? manilaDayStart(query.from) : undefined,
    until: query.to ? new Date(manilaDayStart(query.to).getTime() + 86_400_000) : undefined,
  }
  if (query.actor) {
    const actorId = await repository.findActorId(query.actor)
    // An actor nobody is: nothing matches (not an error: the person may have been deleted).
    if (actorId === null) return { status: 'success', data: [], pagination: pagination(page, perPage, 0) }
    filter.actorId = actorId
  }
  const [rows, total] = await Promise.all([repository.page(filter, (page - 1) * perPage, perPage), repository.count(filter)])
  return { status: 'success', data: rows.map(presentAuditEntry), pagination: pagination(page, perPage, total) }
}
