import { Link } from '@tanstack/react-router'
import { Armchair, Clock, CreditCard, QrCode, Search } from 'lucide-react'
import type { TicketInfoGroup } from '@contracts/ticket-info'
import { useTicketInfo } from '../api/get-ticket-info'
import { pesos } from '../lib/pesos'

/** /tickets: how buying works on Gala and the cinemas that sell through it (from GET /api/ticket-settings). */
export function TicketsInfoPage() {
  const { data: info } = useTicketInfo()
  const selling = info.groups.filter((group) => group.salesEnabled)
  const paused = info.groups.filter((group) => !group.salesEnabled)
  const steps = [
    { icon: Search, title: 'Find a showtime', text: 'Open a movie or a cinema and pick a showtime with a Buy button. You need to be signed in, with a display name.' },
    { icon: Armchair, title: 'Choose your seats', text: `Pick up to ${info.maxSeats} seats on the seat map. Premium seats cost a little more; wheelchair spaces sit next to a companion seat.` },
    { icon: Clock, title: 'Your seats are held', text: `Nobody else can take them for ${info.defaultHoldMinutes} minutes at most cinemas while you pay; a countdown shows the time left.` },
    { icon: CreditCard, title: 'Pay online', text: `You pay on the payment provider's secure page (${info.providers.map((provider) => provider.name).join(', ')}). Gala never sees your card.` },
    { icon: QrCode, title: 'Show your e-ticket', text: 'Each seat gets an e-ticket with a QR code, kept in My Tickets in your profile and on your phone for use without a signal.' },
  ]
  return (
    <article className="mx-auto max-w-4xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">Movie Tickets</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Buy movie tickets for cinemas across Metro Manila and the provinces right here on Gala, and skip the queue at the counter.
      </p>

      <section aria-labelledby="how-title" className="mt-8">
        <h2 id="how-title" className="text-2xl font-semibold text-slate-900">
          How buying works
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <step.icon className="mt-0.5 h-6 w-6 shrink-0 text-blue-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">
                  {index + 1}. {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-slate-700">
          <Link to="/movies/now-showing" className="font-semibold text-blue-700 hover:underline">
            See what’s showing
          </Link>{' '}
          or{' '}
          <Link to="/movies/theaters/nearby" className="font-semibold text-blue-700 hover:underline">
            find cinemas near you
          </Link>
          . Questions? Read the{' '}
          <Link to="/tickets/faq" className="font-semibold text-blue-700 hover:underline">
            tickets FAQ
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="cinemas-title" className="mt-10">
        <h2 id="cinemas-title" className="text-2xl font-semibold text-slate-900">
          Cinemas that sell through Gala
        </h2>
        {selling.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">No cinema is selling tickets on Gala right now. Please check again later.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Cinema groups selling tickets">
            {selling.map((group) => (
              <li key={group.group}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
        )}
        {paused.length > 0 ? (
          <p className="mt-4 text-sm text-slate-700" data-testid="paused-groups">
            Ticket sales are paused for now at {paused.map((group) => group.name).join(', ')}.
          </p>
        ) : null}
      </section>
    </article>
  )
}

function GroupCard({ group }: { group: TicketInfoGroup }) {
  const id = `group-${group.group}`
  return (
    <section aria-labelledby={id} className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {group.name}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {group.convenienceFee > 0 ? `Convenience fee ${pesos(group.convenienceFee)} per ticket` : 'No convenience fee'} · seats held for {group.holdMinutes} minutes
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {group.cinemas.map((cinema) => (
          <li key={cinema.id}>
            <Link to="/movies/theaters/$slug" params={{ slug: cinema.slug }} className="font-medium text-blue-700 hover:underline">
              {cinema.name}
            </Link>
            <span className="text-slate-600">
              {' '}
              · {cinema.mallName}, {cinema.city}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
