import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft, Lock } from 'lucide-react'
import { formatPesos, TICKET_MESSAGES, type Hold, type PaymentProviderFamily } from '@contracts/tickets'
import { Button, buttonClasses } from '@/components/ui/button'
import { NeedsNetwork } from '@/components/needs-network'
import { useCheckout } from '../api/checkout'
import { holdKey, useHold } from '../api/get-hold'
import { seatMapKey } from '../api/get-seat-map'
import { useReleaseHold } from '../api/release-hold'
import { PROVIDER_NAMES, ticketErrorText } from '../lib/format'
import { trackTicketStep } from '../lib/ticket-analytics'
import { HoldTimer } from './hold-timer'
import { ShowtimeHeader } from './showtime-header'
import { TestPaymentNote } from './test-payment-note'

/**
 * Payment options (doc 3 /movies/tickets/{theaterId}/schedule/{movieId}/payment-options and /payment-options):
 * the held seats, the amounts in pesos, the hold's countdown and the payment methods. Pay creates the pending
 * purchase and sends the browser to the provider's hosted page (decision 037); only the provider's signed
 * callback marks it paid.
 */
export function PaymentOptionsPage({ holdId }: { holdId: number | undefined }) {
  const { data: hold, error, refetch } = useHold(holdId)
  if (holdId === undefined)
    return <Problem title="No seats on hold" text="Choose a showtime and your seats first." />
  if (error && !hold) return <Problem title="Unable to load your seats" text={ticketErrorText(error, 'Please try again later.')} retry={() => void refetch()} />
  if (!hold) return <p className="px-4 py-8 text-center text-slate-700" role="status">Loading your seats…</p>
  return <PaymentOptions hold={hold} />
}

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8" role="alert">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-4 flex gap-3">
        {retry ? <Button onClick={retry}>Try Again</Button> : null}
        <Link to="/movies/now-showing" className={buttonClasses({ variant: 'outline' })}>
          Movies now showing
        </Link>
      </div>
    </div>
  )
}

function PaymentOptions({ hold }: { hold: Hold }) {
  const id = useId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [provider, setProvider] = useState<PaymentProviderFamily | undefined>(hold.providers[0])
  const [message, setMessage] = useState<string | null>(null)
  const [expired, setExpired] = useState(hold.status === 'expired')
  const checkout = useCheckout(hold.id)
  const release = useReleaseHold(hold.showtime.id)
  const messageRef = useRef<HTMLDivElement>(null)
  const { showtime } = hold
  const seatParams = { theaterId: String(showtime.theaterId), movieId: String(showtime.movieId), scheduleId: String(showtime.id) }
  const usable = !expired && (hold.status === 'active' || hold.status === 'checkout')

  useEffect(() => {
    trackTicketStep('payment_options', hold.showtime, hold.seats.length, hold.amounts.total)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hold.id])
  useEffect(() => {
    if (message) messageRef.current?.focus()
  }, [message])

  function pay(event: FormEvent) {
    event.preventDefault()
    if (!provider) return
    setMessage(null)
    checkout.mutate(
      { provider },
      {
        onSuccess: (started) => {
          trackTicketStep('checkout', hold.showtime, hold.seats.length, started.amounts.total)
          // To the provider's hosted page (an event handler, never during render).
          window.location.assign(started.redirectUrl)
        },
        onError: (failure) => setMessage(ticketErrorText(failure, 'Could not start the payment. Please try again.')),
      },
    )
  }

  function cancel() {
    release.mutate(hold.id, {
      onSettled: () => void navigate({ to: '/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId', params: seatParams }),
    })
  }

  function onExpire() {
    setExpired(true)
    setMessage(TICKET_MESSAGES.holdExpired)
    void queryClient.invalidateQueries({ queryKey: holdKey(hold.id), exact: true })
    void queryClient.invalidateQueries({ queryKey: seatMapKey(showtime.id), exact: true })
  }

  return (
    <div className="mx-auto max-w-xl px-4 pt-4 pb-16">
      <Link
        to="/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId"
        params={seatParams}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Seats
      </Link>
      <div className="mt-3">
        <ShowtimeHeader showtime={showtime} title="Payment options" />
      </div>
      <NeedsNetwork action="buyTickets" className="mt-4" />
      {hold.testPayment ? <TestPaymentNote text={TICKET_MESSAGES.testPaymentBefore} className="mt-4" /> : null}
      <div className="mt-4">{usable ? <HoldTimer expiresAt={hold.expiresAt} onExpire={onExpire} /> : null}</div>

      <div ref={messageRef} tabIndex={-1} role="alert" className="outline-none">
        {message || !usable ? (
          <div className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
            <p className="flex items-start gap-2">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {message ?? TICKET_MESSAGES.holdExpired}
            </p>
            {!usable ? (
              <Link
                to="/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId"
                params={seatParams}
                className={buttonClasses({ size: 'sm', className: 'mt-3' })}
              >
                Choose seats again
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-summary`} className="mt-4 rounded-lg border border-slate-200 p-4">
        <h2 id={`${id}-summary`} className="font-semibold text-slate-900">
          Your seats
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {hold.seats.map((seat) => (
            <li key={seat.id} className="flex justify-between py-1.5">
              <span>
                Seat {seat.label}
                {seat.kind === 'regular' ? '' : ` (${seat.kind})`}
              </span>
              <span>{formatPesos(seat.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
          <div className="flex justify-between">
            <dt>Tickets</dt>
            <dd>{formatPesos(hold.amounts.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Convenience fee</dt>
            <dd>{formatPesos(hold.amounts.convenienceFee)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold text-slate-900">
            <dt>Total</dt>
            <dd data-testid="payment-total">{formatPesos(hold.amounts.total)}</dd>
          </div>
        </dl>
      </section>

      <form onSubmit={pay} className="mt-4">
        <fieldset className="rounded-lg border border-slate-200 p-4" disabled={!usable || checkout.isPending}>
          <legend className="px-1 font-semibold text-slate-900">Pay with</legend>
          {hold.providers.length === 0 ? <p className="text-sm text-slate-700">{TICKET_MESSAGES.paymentUnavailable}</p> : null}
          <div className="space-y-2">
            {hold.providers.map((family) => (
              <label
                key={family}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600"
              >
                <input type="radio" name="provider" value={family} checked={provider === family} onChange={() => setProvider(family)} className="h-4 w-4 accent-blue-700" />
                <span className="text-sm font-medium text-slate-900">
                  {PROVIDER_NAMES[family]}
                  {hold.testPayment ? <span className="block text-xs font-normal text-slate-700">Test provider: nothing is charged</span> : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={!usable || !provider || checkout.isPending}>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {checkout.isPending ? 'Starting payment…' : `Pay ${formatPesos(hold.amounts.total)}`}
        </Button>
        {usable ? (
          <Button type="button" variant="outline" className="mt-2 w-full" onClick={cancel} disabled={release.isPending}>
            Cancel and release seats
          </Button>
        ) : null}
      </form>
    </div>
  )
}
