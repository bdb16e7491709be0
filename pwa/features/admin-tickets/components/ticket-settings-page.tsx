import { Link } from '@tanstack/react-router'
import { Ticket } from 'lucide-react'
import type { TransactionStatus } from '@contracts/tickets'
import { usePageTitle } from '@/lib/use-page-title'
import { SalesTab } from './sales-tab'
import { SeatMapsTab } from './seat-maps-tab'
import { SettingsTab } from './settings-tab'
import { TransactionsTab } from './transactions-tab'

export const TICKET_ADMIN_TABS = ['settings', 'transactions', 'sales', 'seat-maps'] as const
export type TicketAdminTab = (typeof TICKET_ADMIN_TABS)[number]

/** What /admin/ticket-settings keeps in its address. `tab` absent = settings. */
export interface TicketAdminSearch {
  tab?: TicketAdminTab
  q?: string
  status?: TransactionStatus
  page?: number
  from?: string
  to?: string
  theater?: number
}

const TAB_LABELS: Record<TicketAdminTab, string> = {
  settings: 'Cinema groups',
  transactions: 'Transactions',
  sales: 'Sales report',
  'seat-maps': 'Seat maps',
}

/**
 * /admin/ticket-settings (issue 17, decision 037): four views behind one admin link — sales on/off, fee and hold
 * length per cinema group; transactions with refunds; sales per Manila day and per cinema; the halls' seat maps.
 */
export function TicketSettingsPage({ search, onSearchChange }: { search: TicketAdminSearch; onSearchChange: (next: TicketAdminSearch) => void }) {
  usePageTitle('Ticket Settings')
  const tab = search.tab ?? 'settings'
  return (
    <section aria-labelledby="ticket-settings-title" className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <Link to="/admin/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Admin Dashboard
      </Link>
      <h1 id="ticket-settings-title" className="mt-2 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Ticket className="h-8 w-8 text-blue-700" aria-hidden="true" />
        Ticket Settings
      </h1>
      <nav aria-label="Ticket admin views" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {TICKET_ADMIN_TABS.map((entry) => (
            <li key={entry} className="shrink-0">
              <Link
                to="/admin/ticket-settings"
                search={entry === 'settings' ? {} : { tab: entry }}
                aria-current={entry === tab ? 'page' : undefined}
                className={
                  entry === tab
                    ? 'inline-flex min-h-11 items-center rounded-full border border-blue-700 bg-blue-50 px-4 text-sm font-medium text-blue-800'
                    : 'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-100'
                }
              >
                {TAB_LABELS[entry]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {tab === 'settings' ? <SettingsTab /> : null}
        {tab === 'transactions' ? (
          <TransactionsTab
            filters={{ q: search.q, status: search.status, page: search.page }}
            onFiltersChange={(filters) => onSearchChange({ tab: 'transactions', ...filters })}
          />
        ) : null}
        {tab === 'sales' ? <SalesTab range={{ from: search.from, to: search.to }} onRangeChange={(range) => onSearchChange({ tab: 'sales', ...range })} /> : null}
        {tab === 'seat-maps' ? <SeatMapsTab theaterId={search.theater} onTheaterChange={(theater) => onSearchChange({ tab: 'seat-maps', theater })} /> : null}
      </div>
    </section>
  )
}
