import { Link } from '@tanstack/react-router'
import { Ticket as TicketIcon } from 'lucide-react'
import type { TicketTransaction } from '@contracts/tickets'
import { Button, buttonClasses } from '@/components/ui/button'
import { useIsOffline } from '@/lib/connectivity'
import { useMyTickets } from '../api/get-my-tickets'
import { showWhen, ticketErrorText } from '../lib/format'

/**
 * /profile/my-tickets: the person's paid purchases, upcoming first. Upcoming ones (with their QR codes) are kept
 * on the device, so this page and each ticket open with no signal (lib/offline-rules.ts).
 */
export function MyTicketsPage() {
  const { data, error, refetch, isPending } = useMyTickets()
  const offline = useIsOffline()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16">
      <h1 className="text-3xl font-bold text-slate-900">My Tickets</h1>
      {offline && data ? <p className="mt-2 text-sm font-medium text-amber-900" role="status">Offline: showing the tickets saved on this device.</p> : null}
      {error && !data ? (
        <div role="alert" className="mt-6">
          <p className="text-slate-700">{ticketErrorText(error, 'Unable to load your tickets.')}</p>
          <Button className="mt-3" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {isPending ? <p className="mt-6 text-slate-700" role="status">Loading your tickets…</p> : null}
      {data ? (
        <>
          <PurchaseList title="Upcoming" purchases={data.upcoming} empty="No upcoming tickets." />
          {data.past.length > 0 ? <PurchaseList title="Past" purchases={data.past} empty="" /> : null}
          {data.upcoming.length === 0 && data.past.length === 0 ? (
            <Link to="/movies/now-showing" className={buttonClasses({ className: 'mt-6' })}>
              Find a movie
            </Link>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

function PurchaseList({ title, purchases, empty }: { title: string; purchases: TicketTransaction[]; empty: string }) {
  return (
    <section className="mt-6" aria-label={`${title} tickets`}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {purchases.length === 0 ? <p className="mt-2 text-slate-700">{empty}</p> : null}
      <ul className="mt-3 space-y-3">
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <Link
              to="/profile/ticket/$id"
              params={{ id: String(purchase.id) }}
              className="flex gap-3 rounded-lg border border-slate-200 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <TicketIcon className="mt-1 h-5 w-5 shrink-0 text-blue-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{purchase.showtime.movieTitle}</span>
                <span className="block text-sm text-slate-700">
                  {purchase.showtime.theaterName} · {purchase.showtime.mallName}
                </span>
                <span className="block text-sm text-slate-700">{showWhen(purchase.showtime)}</span>
                <span className="block text-sm text-slate-700">
                  Seats {purchase.seats.map((seat) => seat.label).join(', ')} · Receipt {purchase.receiptNumber}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
