import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminTransaction, TransactionStatus } from '@contracts/tickets'
import type { Pagination } from '@contracts/paging'
import { apiRequest, getJson } from '@/lib/api-client'
import { TICKET_SALES_KEY } from './ticket-sales'

export const TICKET_TRANSACTIONS_KEY = '/api/admin/ticket-transactions'

export interface TransactionFilters {
  q?: string
  status?: TransactionStatus
  page?: number
}

export interface TransactionPage {
  data: AdminTransaction[]
  pagination: Pagination
}

/** GET /api/admin/ticket-transactions?q=&status=&page= (newest first, 20 a page). */
export function ticketTransactionsQuery(filters: TransactionFilters) {
  return queryOptions({
    queryKey: [TICKET_TRANSACTIONS_KEY, filters] as const,
    queryFn: ({ signal }) => getJson<TransactionPage>(TICKET_TRANSACTIONS_KEY, { signal, params: { ...filters } }),
    staleTime: 5_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export const useTicketTransactions = (filters: TransactionFilters) => useQuery(ticketTransactionsQuery(filters))

export interface RefundResult {
  message?: string
  data: AdminTransaction
}

/** POST /api/admin/ticket-transactions/:id/refund: the transaction becomes refunded and its seats are free again. */
export async function refundTransaction({ id, reason }: { id: number; reason?: string }): Promise<RefundResult> {
  const response = await apiRequest('POST', `/api/admin/ticket-transactions/${id}/refund`, reason ? { reason } : {})
  return (await response.json()) as RefundResult
}

export function useRefundTransaction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundTransaction,
    // Not awaited: the refunded card loses its Refund button when the list comes back, and the caller's own
    // onSuccess (the toast) must run before that unmounts it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [TICKET_TRANSACTIONS_KEY] })
      void queryClient.invalidateQueries({ queryKey: [TICKET_SALES_KEY] })
    },
  })
}
