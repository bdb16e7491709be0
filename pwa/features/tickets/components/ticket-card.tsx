import type { Ticket, TicketTransaction } from '@contracts/tickets'
import { formatPesos, TICKET_MESSAGES } from '@contracts/tickets'
import { PROVIDER_NAMES, showWhen } from '../lib/format'
import { TestPaymentNote } from './test-payment-note'

/**
 * The QR code of one seat, from the SVG the API rendered: shown as an image (a data: URL), never inserted as
 * markup, so nothing in it can run.
 */
export function TicketQr({ ticket }: { ticket: Ticket }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qrSvg)}`}
      alt={`QR code of seat ${ticket.seat.label}`}
      width={200}
      height={200}
      className="h-48 w-48 bg-white p-2"
      data-testid="ticket-qr"
    />
  )
}

/**
 * The whole purchase as an e-ticket: receipt number, movie, cinema, time, seats, one QR per seat, amounts, and, when
 * the bundled test provider took the payment, that no money moved (decision 045).
 */
export function PurchaseDetails({ purchase }: { purchase: TicketTransaction }) {
  const { showtime } = purchase
  return (
    <article className="space-y-4">
      <header className="rounded-lg bg-slate-900 p-4 text-white">
        <p className="text-xs tracking-widest text-slate-300 uppercase">E-ticket</p>
        <h2 className="mt-1 text-xl font-bold">{showtime.movieTitle}</h2>
        <p className="text-sm text-slate-200">
          {showtime.theaterName} · {showtime.mallName}
        </p>
        <p className="mt-1 font-semibold">{showWhen(showtime)}</p>
        <p className="text-sm text-slate-200">
          {showtime.hall ? `${showtime.hall.name} · ` : ''}
          {showtime.format}
        </p>
      </header>
      {purchase.testPayment ? <TestPaymentNote text={TICKET_MESSAGES.testPaymentAfter} /> : null}
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-4 text-sm">
        <div>
          <dt className="text-slate-600">Receipt number</dt>
          <dd className="font-mono font-semibold text-slate-900" data-testid="receipt-number">
            {purchase.receiptNumber}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Seats</dt>
          <dd className="font-semibold text-slate-900" data-testid="ticket-seats">
            {purchase.seats.map((seat) => seat.label).join(', ')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Total paid</dt>
          <dd className="font-semibold text-slate-900">{formatPesos(purchase.amounts.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Paid with</dt>
          <dd className="text-slate-900">
            {PROVIDER_NAMES[purchase.provider]}
            {purchase.testPayment ? ' (test)' : ''}
          </dd>
        </div>
      </dl>
      {purchase.status === 'refunded' ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">This purchase was refunded; its tickets are no longer valid.</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tickets">
        {purchase.tickets.map((ticket) => (
          <li key={ticket.id} className="flex flex-col items-center rounded-lg border-2 border-dashed border-slate-300 p-4 text-center">
            <p className="text-lg font-bold text-slate-900">Seat {ticket.seat.label}</p>
            <p className="mb-2 text-xs text-slate-600 capitalize">{ticket.seat.kind}</p>
            <TicketQr ticket={ticket} />
            <p className="mt-2 text-xs text-slate-600">{ticket.checkedInAt ? 'Checked in' : 'Show this code at the cinema entrance'}</p>
          </li>
        ))}
      </ul>
    </article>
  )
}
