import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TicketTransaction, TransactionResponse } from '@contracts/tickets'
import { getJson } from '@/lib/api-client'

export function transactionKey(transactionId: string | number) {
  return [`/api/transactions/${encodeURIComponent(String(transactionId))}`] as const
}

/** Still waiting for the provider's callback. */
export function isSettled(transaction: TicketTransaction | undefined): boolean {
  return !!transaction && transaction.status !== 'pending'
}

/**
 * GET /api/transactions/:id (owner): the return page READS the status (it never changes it), every 2 s
 * while the purchase is pending; the provider's signed callback is what marks it paid.
 */
export function transactionQuery(transactionId: string | number) {
  return queryOptions({
    queryKey: transactionKey(transactionId),
    queryFn: async ({ signal }) => (await getJson<TransactionResponse>(transactionKey(transactionId)[0], { signal }))!.data,
    staleTime: 0,
    retry: 2,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : 2_000),
  })
}

export function useTransaction(transactionId: number | undefined) {
  return useQuery({ ...transactionQuery(transactionId ?? 0), enabled: transactionId !== undefined })
}
