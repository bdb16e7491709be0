import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyTicketsResponse, TicketTransaction, TransactionResponse } from '@contracts/tickets'
import { getJson } from '@/lib/api-client'

/** Both keys are in the offline list (lib/offline-rules.ts): the e-ticket vault. */
export const MY_TICKETS_KEY = ['/api/tickets'] as const
export function ticketKey(purchaseId: string | number) {
  return [`/api/tickets/${encodeURIComponent(String(purchaseId))}`] as const
}

/** GET /api/tickets: paid purchases (with each seat's QR), upcoming and past. Kept on the device for use without a signal. */
export function myTicketsQuery() {
  return queryOptions({
    queryKey: MY_TICKETS_KEY,
    queryFn: async ({ signal }) => (await getJson<MyTicketsResponse>(MY_TICKETS_KEY[0], { signal }))!.data,
    staleTime: 60_000,
    retry: false,
  })
}

export function useMyTickets() {
  return useQuery(myTicketsQuery())
}

/** GET /api/tickets/:id (a purchase id): the purchase with one QR per seat. */
export function ticketQuery(purchaseId: string | number) {
  return queryOptions<TicketTransaction>({
    queryKey: ticketKey(purchaseId),
    queryFn: async ({ signal }) => (await getJson<TransactionResponse>(ticketKey(purchaseId)[0], { signal }))!.data,
    staleTime: 60_000,
    retry: false,
  })
}

export function useTicket(purchaseId: string | number) {
  return useQuery(ticketQuery(purchaseId))
}
