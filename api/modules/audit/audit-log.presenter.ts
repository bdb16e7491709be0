import type { AuditLogEntry } from '../../contracts/audit-log.ts'
import type { AuditLogRow } from './audit-log.repository.ts'

function parsed(value: string | null): Record<string, unknown> | null {
  if (value === null) return null
  try {
    const json = JSON.parse(value) as unknown
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : { value: json }
  } catch {
    return { value }
  }
}

export function presentAuditEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actor ? { id: row.actor.id, username: row.actor.username, name: row.actor.displayName ?? row.actor.name ?? row.actor.username } : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: parsed(row.before),
    after: parsed(row.after),
    reason: row.reason,
    requestId: row.requestId,
  }
}
