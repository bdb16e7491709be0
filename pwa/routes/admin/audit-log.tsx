import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { AuditLogFilters } from '@/features/admin-system/api/system'
import { AuditLogPage } from '@/features/admin-system/components/audit-log'

const TEXT_KEYS = ['actor', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const

/** Filters live in the address, so a filtered view can be shared and survives a reload. */
function validateSearch(search: Record<string, unknown>): AuditLogFilters {
  const out: AuditLogFilters = {}
  for (const key of TEXT_KEYS) {
    const value = search[key]
    if (typeof value === 'string' && value.trim()) out[key] = value.trim().slice(0, 200)
  }
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page
  return out
}

/** /admin/audit-log (issue 15, decision 030): who did what in the admin area. */
export const Route = createFileRoute('/admin/audit-log')({
  validateSearch,
  component: AuditLogRoute,
})

function AuditLogRoute() {
  const filters = Route.useSearch()
  const navigate = useNavigate()
  return <AuditLogPage key={JSON.stringify(filters)} filters={filters} onFiltersChange={(next) => void navigate({ to: '/admin/audit-log', search: next })} />
}
