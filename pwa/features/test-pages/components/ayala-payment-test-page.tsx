import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { PROVIDER_NAMES } from '@contracts/ticket-info'
import { PageSpinner } from '@/components/page-spinner'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { pesos } from '@/features/tickets/lib/pesos'
import { usePageTitle } from '@/lib/use-page-title'

const PROVIDER = 'pesopay-ayala-cinemas'
/** The provider's hosted pages of doc 3's "Payment provider pages" row. */
const STEPS = ['pay', 'confirmation', 'process', 'completed'] as const

/**
 * /ayala-payment-test (doc 3, Ticket flow test pages; staff only): the PesoPay (Ayala Cinemas) set-up at a glance —
 * the cinema groups that pay through it, whether they sell, their fee and hold, and the provider's pages. A
 * payment itself is tested by buying a seat at one of those cinemas (the test provider answers in this installation).
 */
export function AyalaPaymentTestPage() {
  usePageTitle('Ayala payment test · Test')
  const { data: info, isPending, isError } = useQuery(ticketInfoQuery())
  const groups = info?.groups.filter((group) => group.provider === PROVIDER) ?? []
  return (
    <section aria-labelledby="ayala-payment-title" className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="ayala-payment-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Ayala payment test
      </h1>
      <p className="mt-2 text-slate-700">{PROVIDER_NAMES[PROVIDER]}: who pays through it and its pages.</p>
      {isPending ? (
        <PageSpinner label="Loading ticket settings…" />
      ) : isError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          The ticket settings could not be loaded.
        </p>
      ) : (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Cinema groups</h2>
          {groups.length === 0 ? (
            <p className="mt-2 text-slate-700">No cinema group pays through PesoPay. Choose it for a group in Ticket Settings.</p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label="Cinema groups paying through PesoPay">
              {groups.map((group) => (
                <li key={group.group} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="font-semibold text-slate-900">{group.name}</p>
                  <p className="text-sm text-slate-700">
                    Sales {group.salesEnabled ? 'on' : 'off'} · fee {pesos(group.convenienceFee)} per ticket · holds {group.holdMinutes} min · {group.cinemas.length}{' '}
                    {group.cinemas.length === 1 ? 'cinema' : 'cinemas'} with a seat map
                  </p>
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Provider pages</h2>
          <ul className="mt-2 flex flex-wrap gap-3" aria-label="PesoPay pages">
            {STEPS.map((step) => (
              <li key={step}>
                <Link to="/payment/$provider/$step" params={{ provider: PROVIDER, step }} className="font-semibold text-blue-700 hover:underline">
                  /payment/{PROVIDER}/{step}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">
            <Link to="/admin/ticket-settings" className="font-semibold text-blue-700 hover:underline">
              Ticket Settings
            </Link>{' '}
            ·{' '}
            <Link to="/test-ticket-flow" className="font-semibold text-blue-700 hover:underline">
              Ticket flow test
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
