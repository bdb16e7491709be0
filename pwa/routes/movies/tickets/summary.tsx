import { createFileRoute } from '@tanstack/react-router'
import { transactionQuery } from '@/features/tickets/api/get-transaction'
import { TransactionStatusPage } from '@/features/tickets/components/transaction-status-page'
import { SignInRequired } from '@/features/tickets/components/sign-in-required'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

/** ?transaction={id}: the purchase to show. (Plain checks: this part of a route file is in the entry chunk.) */
export function transactionSearch(search: Record<string, unknown>): { transaction?: number } {
  const value = Number(search.transaction)
  return Number.isInteger(value) && value > 0 ? { transaction: value } : {}
}

/** /movies/tickets/summary?transaction={id} (doc 3): the purchase's status and, once paid, its e-tickets. */
export const Route = createFileRoute('/movies/tickets/summary')({
  validateSearch: transactionSearch,
  head: () => ({ meta: [{ title: 'Purchase Summary' }, { name: 'description', content: 'The status of your ticket purchase and your e-tickets.' }] }),
  loaderDeps: ({ search }) => ({ transaction: search.transaction }),
  loader: ({ context, deps }) => void (deps.transaction ? context.queryClient.prefetchQuery(transactionQuery(deps.transaction)) : undefined),
  component: SummaryRoute,
})

function SummaryRoute() {
  useHeadTitle()
  const { transaction } = Route.useSearch()
  return (
    <SignInRequired>
      <TransactionStatusPage transactionId={transaction} />
    </SignInRequired>
  )
}
