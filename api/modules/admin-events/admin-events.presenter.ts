import type { AdminEvent } from '../../contracts/admin-events.ts'
import { presentEvent } from '../events/event.presenter.ts'
import type { AdminEventRow, EditableRow } from './admin-events.repository.ts'

export function presentAdminEvent(row: AdminEventRow): AdminEvent {
  return {
    ...presentEvent(row),
    submittedBy: row.submittedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    imported: row.importKey !== null,
  }
}

/** The audit log's before/after: only the fields that differ (all of them when one side is missing). */
export function changedFields(before: EditableRow | null, after: EditableRow | null): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value)
  if (!before || !after) {
    const one = (row: EditableRow | null) => (row ? Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])) : null)
    return { before: one(before), after: one(after) }
  }
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof EditableRow)[]) {
    if (plain(before[key]) !== plain(after[key])) {
      b[key] = plain(before[key])
      a[key] = plain(after[key])
    }
  }
  return { before: b, after: a }
}
