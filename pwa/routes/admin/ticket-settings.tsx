import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { TransactionStatus } from '@contracts/tickets'
import { ticketSettingsQuery } from '@/features/admin-tickets/api/ticket-settings'
import { TicketSettingsPage, type TicketAdminSearch, type TicketAdminTab } from '@/features/admin-tickets/components/ticket-settings-page'
import { isRealIsoDate } from '@/lib/manila'

// Kept here (not imported from the contract or the page): validateSearch stays in the entry chunk, the page does not.
const TABS: readonly TicketAdminTab[] = ['settings', 'transactions', 'sales', 'seat-maps']
const STATUSES: readonly TransactionStatus[] = ['pending', 'paid', 'failed', 'refunded', 'expired', 'cancelled']

/** The tab, the transaction filters, the report's range and the chosen cinema live in the address (shareable, survive a reload). */
function validateSearch(search: Record<string, unknown>): TicketAdminSearch {
  const out: TicketAdminSearch = {}
  if (typeof search.tab === 'string' && (TABS as readonly string[]).includes(search.tab) && search.tab !== 'settings') out.tab = search.tab as TicketAdminTab
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.trim().slice(0, 100)
  if (typeof search.status === 'string' && (STATUSES as readonly string[]).includes(search.status)) out.status = search.status as TransactionStatus
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page
  for (const key of ['from', 'to'] as const) {
    const value = search[key]
    if (typeof value === 'string' && isRealIsoDate(value)) out[key] = value
  }
  const theater = Number(search.theater)
  if (Number.isInteger(theater) && theater > 0 && theater < 1e9) out.theater = theater
  return out
}

/** /admin/ticket-settings (issue 17, decision 037): sales per cinema group, transactions and refunds, sales reports, seat maps. */
export const Route = createFileRoute('/admin/ticket-settings')({
  validateSearch,
  loader: ({ context }) => void context.queryClient.prefetchQuery(ticketSettingsQuery()),
  component: TicketSettingsRoute,
})

function TicketSettingsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  return <TicketSettingsPage search={search} onSearchChange={(next) => void navigate({ to: '/admin/ticket-settings', search: next })} />
}
