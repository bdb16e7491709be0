import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { TicketInfo, TicketInfoResponse } from '@contracts/ticket-info'
import { getJson } from '@/lib/api-client'

export const TICKET_INFO_KEY = ['/api/ticket-settings'] as const

/** GET /api/ticket-settings (public): limits, payment providers and the cinema groups that sell through Gala. */
export async function getTicketInfo(signal?: AbortSignal): Promise<TicketInfo> {
  return (await getJson<TicketInfoResponse>(TICKET_INFO_KEY[0], { signal })).data
}

export function ticketInfoQuery() {
  return queryOptions({
    queryKey: TICKET_INFO_KEY,
    queryFn: ({ signal }) => getTicketInfo(signal),
    staleTime: 5 * 60_000,
  })
}

export const useTicketInfo = () => useSuspenseQuery(ticketInfoQuery())
