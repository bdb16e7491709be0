import { createFileRoute, notFound } from '@tanstack/react-router'
import { transactionQuery } from '@/features/tickets/api/get-transaction'
import { TransactionStatusPage } from '@/features/tickets/components/transaction-status-page'
import { SignInRequired } from '@/features/tickets/components/sign-in-required'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'
import { transactionSearch } from '../../movies/tickets/summary'

/** Doc 3's payment provider pages, each family with its own steps; every step shows the purchase's status. */
const PROVIDER_STEPS: Record<string, readonly string[]> = {
  'rbank-rmw': ['pay', 'receipt', 'confirmation', 'completed'],
  'pesopay-ayala-cinemas': ['pay', 'confirmation', 'process', 'completed'],
  'ipay88-megaworld': ['pay', 'receipt', 'confirmation', 'process', 'completed'],
}

/**
 * /payment/{family}/{step}?transaction={id}: where the provider sends the browser back (decision 037). The page only
 * READS the purchase until it is paid, failed or expired; the signed server-to-server callback marks it paid.
 */
export const Route = createFileRoute('/payment/$provider/$step')({
  validateSearch: transactionSearch,
  beforeLoad: ({ params }) => {
    if (!PROVIDER_STEPS[params.provider]?.includes(params.step)) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Payment Status' }, { name: 'description', content: 'The status of your ticket payment.' }] }),
  loaderDeps: ({ search }) => ({ transaction: search.transaction }),
  loader: ({ context, deps }) => void (deps.transaction ? context.queryClient.prefetchQuery(transactionQuery(deps.transaction)) : undefined),
  component: PaymentReturnRoute,
})

function PaymentReturnRoute() {
  useHeadTitle()
  const { transaction } = Route.useSearch()
  return (
    <SignInRequired>
      <TransactionStatusPage transactionId={transaction} />
    </SignInRequired>
  )
}
