import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CinemasResponse } from '@contracts/movies'
import type { AdminHall, HallBody, HallCreate } from '@contracts/tickets'
import { apiRequest, getJson } from '@/lib/api-client'
import { TICKET_INFO_KEY } from '@/features/tickets/api/get-ticket-info'

export const HALLS_KEY = '/api/admin/halls'
const CINEMAS_KEY = ['/api/cinemas'] as const

/** GET /api/cinemas (public): every cinema, for the seat-map picker. */
export function allCinemasQuery() {
  return queryOptions({
    queryKey: CINEMAS_KEY,
    queryFn: async ({ signal }) => (await getJson<CinemasResponse>(CINEMAS_KEY[0], { signal })).data.cinemas,
    staleTime: 10 * 60_000,
  })
}

/** GET /api/admin/halls?theaterId= : a cinema's halls (seat maps). */
export function hallsQuery(theaterId: number) {
  return queryOptions({
    queryKey: [HALLS_KEY, { theaterId }] as const,
    queryFn: async ({ signal }) => (await getJson<{ data: AdminHall[] }>(HALLS_KEY, { signal, params: { theaterId } })).data,
    staleTime: 10_000,
    retry: false,
  })
}

export const useAllCinemas = () => useQuery(allCinemasQuery())
export const useHalls = (theaterId: number | undefined) => useQuery({ ...hallsQuery(theaterId ?? 0), enabled: theaterId !== undefined })

/** POST /api/admin/halls: a new hall with its seat map. */
export async function createHall(body: HallCreate): Promise<AdminHall> {
  const response = await apiRequest('POST', HALLS_KEY, body)
  return ((await response.json()) as { data: AdminHall }).data
}

/** PUT /api/admin/halls/:id: rename, reprice and redraw (refused with 409 while its seats are held or sold). */
export async function updateHall({ id, body }: { id: number; body: HallBody }): Promise<AdminHall> {
  const response = await apiRequest('PUT', `${HALLS_KEY}/${id}`, body)
  return ((await response.json()) as { data: AdminHall }).data
}

function useHallWrite<T>(mutationFn: (input: T) => Promise<AdminHall>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (hall) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [HALLS_KEY, { theaterId: hall.theaterId }] }),
        queryClient.invalidateQueries({ queryKey: TICKET_INFO_KEY }),
      ])
    },
  })
}

export const useCreateHall = () => useHallWrite(createHall)
export const useUpdateHall = () => useHallWrite(updateHall)
