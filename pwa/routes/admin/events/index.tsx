import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ADMIN_EVENT_STATUSES, type AdminEventStatus } from '@contracts/admin-event-statuses'
import type { AdminEventsSearch } from '@/features/admin-events/api/get-admin-events'
import { AdminEventsList } from '@/features/admin-events/components/admin-events-list'

const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)

/** /admin/events (doc 3 route table, Admin): every event with status tabs, search and dates (decision 029). */
export const Route = createFileRoute('/admin/events/')({
  validateSearch: (search: Record<string, unknown>): AdminEventsSearch => ({
    status: ADMIN_EVENT_STATUSES.includes(search.status as AdminEventStatus) ? (search.status as AdminEventStatus) : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : undefined,
    from: day(search.from),
    to: day(search.to),
    page: typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1 ? search.page : undefined,
  }),
  component: AdminEventsPage,
})

function AdminEventsPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/admin/events/' })
  return <AdminEventsList search={search} onSearch={(next) => void navigate({ search: next })} />
}
