import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SalesReportResponse } from '@contracts/tickets'
import { getJson } from '@/lib/api-client'

export const TICKET_SALES_KEY = '/api/admin/ticket-sales'

export interface SalesRange {
  from?: string
  to?: string
}

/** GET /api/admin/ticket-sales?from=&to= (Manila days, both included; the last 30 days by default). */
export function ticketSalesQuery(range: SalesRange) {
  return queryOptions({
    queryKey: [TICKET_SALES_KEY, range] as const,
    queryFn: async ({ signal }) => (await getJson<SalesReportResponse>(TICKET_SALES_KEY, { signal, params: { ...range } })).data,
    staleTime: 10_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export const useTicketSales = (range: SalesRange) => useQuery(ticketSalesQuery(range))
