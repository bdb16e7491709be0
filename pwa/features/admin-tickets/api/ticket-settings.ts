import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TicketSettings, TicketSettingsUpdate } from '@contracts/tickets'
import { apiRequest, getJson } from '@/lib/api-client'
import { TICKET_INFO_KEY } from '@/features/tickets/api/get-ticket-info'

export const TICKET_SETTINGS_KEY = ['/api/admin/ticket-settings'] as const

/** GET /api/admin/ticket-settings: every cinema group with its effective settings. */
export function ticketSettingsQuery() {
  return queryOptions({
    queryKey: TICKET_SETTINGS_KEY,
    queryFn: async ({ signal }) => (await getJson<{ data: TicketSettings[] }>(TICKET_SETTINGS_KEY[0], { signal })).data,
    staleTime: 10_000,
    retry: 1,
  })
}

export const useTicketSettings = () => useQuery(ticketSettingsQuery())

/** PUT /api/admin/ticket-settings/:group (audited). */
export async function updateTicketSettings({ group, body }: { group: string; body: TicketSettingsUpdate }): Promise<TicketSettings> {
  const response = await apiRequest('PUT', `/api/admin/ticket-settings/${encodeURIComponent(group)}`, body)
  return ((await response.json()) as { data: TicketSettings }).data
}

export function useUpdateTicketSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTicketSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<TicketSettings[]>(TICKET_SETTINGS_KEY, (list) => list?.map((entry) => (entry.group === saved.group ? saved : entry)))
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: TICKET_SETTINGS_KEY }), queryClient.invalidateQueries({ queryKey: TICKET_INFO_KEY })])
    },
  })
}
