import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { PageSpinner } from '@/components/page-spinner'
import { myTicketsQuery } from '@/features/tickets/api/get-my-tickets'
import { PurchaseDetails } from '@/features/tickets/components/ticket-card'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * /ticket-demo (doc 3, Ticket flow test pages; staff only): the e-ticket exactly as a buyer sees it, drawn from the
 * staff member's own newest purchase (upcoming first), so a change to the ticket screen can be checked on real data.
 * With no purchase yet it says how to make one through /test-ticket-flow and the test provider.
 */
export function TicketDemoPage() {
  usePageTitle('Ticket demo · Test')
  const { data, isPending, isError } = useQuery(myTicketsQuery())
  const purchase = data?.upcoming[0] ?? data?.past[0] ?? null
  return (
    <section aria-labelledby="ticket-demo-title" className="mx-auto max-w-2xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="ticket-demo-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Ticket demo
      </h1>
      <p className="mt-2 text-slate-700">Your newest purchase, shown as the buyer’s e-ticket screen shows it (one QR code per seat).</p>
      <div className="mt-6">
        {isPending ? (
          <PageSpinner label="Loading your tickets…" />
        ) : isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            Your tickets could not be loaded.
          </p>
        ) : purchase ? (
          <PurchaseDetails purchase={purchase} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            You have no ticket yet. Buy one with the test payment provider from the{' '}
            <Link to="/test-ticket-flow" className="font-semibold text-blue-700 hover:underline">
              ticket flow test
            </Link>
            ; it appears here and in My Tickets.
          </p>
        )}
      </div>
    </section>
  )
}
