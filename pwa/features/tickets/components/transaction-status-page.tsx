import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import type { TicketTransaction } from '@contracts/tickets'
import { Button, buttonClasses } from '@/components/ui/button'
import { MY_TICKETS_KEY, ticketKey } from '../api/get-my-tickets'
import { isSettled, useTransaction } from '../api/get-transaction'
import { ticketErrorText } from '../lib/format'
import { trackTransaction } from '../lib/ticket-analytics'
import { PurchaseDetails } from './ticket-card'

const OUTCOME: Record<TicketTransaction['status'], { title: string; text: string }> = {
  pending: { title: 'Confirming your payment…', text: 'Waiting for the payment provider. This page updates by itself.' },
  paid: { title: 'Payment successful', text: 'Your e-tickets are ready. They are also kept on this device for the cinema entrance.' },
  failed: { title: 'Payment failed', text: 'The payment did not go through and you were not charged. Your seats were released.' },
  expired: { title: 'Payment too late', text: 'Your seat hold ran out before the payment arrived; the seats were not sold. Any amount taken is refunded.' },
  cancelled: { title: 'Payment cancelled', text: 'This purchase was cancelled.' },
  refunded: { title: 'Purchase refunded', text: 'This purchase was refunded.' },
}

/** Settled purchases already reported in this tab (a re-render or revisit does not count twice). */
const reported = new Set<number>()

/**
 * The provider return pages (/payment/{family}/…) and /movies/tickets/summary: they only READ the purchase
 * (GET /api/transactions/:id every 2 s until paid, failed or expired); the provider's signed callback is the
 * only thing that marks it paid. The outcome is announced, and the transaction event sent once.
 */
export function TransactionStatusPage({ transactionId }: { transactionId: number | undefined }) {
  const { data: transaction, error, refetch } = useTransaction(transactionId)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const queryClient = useQueryClient()
  const status = transaction?.status

  // A paid purchase goes into the e-ticket vault at once (kept offline), and My Tickets reads again.
  useEffect(() => {
    if (transaction?.status !== 'paid') return
    queryClient.setQueryData(ticketKey(transaction.id), transaction)
    void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY, exact: true })
  }, [transaction, queryClient])

  useEffect(() => {
    if (!transaction || !isSettled(transaction) || reported.has(transaction.id)) return
    reported.add(transaction.id)
    trackTransaction(transaction)
    headingRef.current?.focus()
  }, [transaction])

  if (transactionId === undefined) return <Message title="Purchase not found" text="This page needs a purchase to show." />
  if (error && !transaction) return <Message title="Unable to load your purchase" text={ticketErrorText(error, 'Please try again later.')} retry={() => void refetch()} />
  const outcome = OUTCOME[status ?? 'pending']
  const Icon = status === 'paid' ? CheckCircle2 : status === 'pending' || !status ? Clock : XCircle
  const seatParams = transaction
    ? { theaterId: String(transaction.showtime.theaterId), movieId: String(transaction.showtime.movieId), scheduleId: String(transaction.showtime.id) }
    : undefined
  return (
    <div className="mx-auto max-w-xl px-4 pt-6 pb-16">
      <div role="status" aria-live="polite" className="flex items-start gap-3">
        <Icon className={`mt-1 h-7 w-7 shrink-0 ${status === 'paid' ? 'text-green-700' : status === 'pending' || !status ? 'text-blue-700' : 'text-red-700'}`} aria-hidden="true" />
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {outcome.title}
          </h1>
          <p className="mt-1 text-slate-700">{outcome.text}</p>
        </div>
      </div>
      {transaction && status === 'paid' ? (
        <div className="mt-6 space-y-4">
          <PurchaseDetails purchase={transaction} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Link to="/profile/ticket/$id" params={{ id: String(transaction.id) }} className={buttonClasses({ className: 'w-full' })}>
              Open e-ticket
            </Link>
            <Link to="/profile/my-tickets" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
              My Tickets
            </Link>
          </div>
        </div>
      ) : null}
      {transaction && status !== 'paid' && status !== 'pending' && seatParams ? (
        <Link to="/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId" params={seatParams} className={buttonClasses({ className: 'mt-6' })}>
          Choose seats again
        </Link>
      ) : null}
    </div>
  )
}

function Message({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8" role="alert">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-4 flex gap-3">
        {retry ? <Button onClick={retry}>Try Again</Button> : null}
        <Link to="/profile/my-tickets" className={buttonClasses({ variant: 'outline' })}>
          My Tickets
        </Link>
      </div>
    </div>
  )
}
