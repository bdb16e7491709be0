import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HoldResponse } from '@contracts/tickets'
import { getJson } from '@/lib/api-client'

export function holdKey(holdId: string | number) {
  return [`/api/holds/${encodeURIComponent(String(holdId))}`] as const
}

/** GET /api/holds/:id (owner): the held seats, amounts, payment methods and the hold's expiresAt. */
export function holdQuery(holdId: string | number) {
  return queryOptions({
    queryKey: holdKey(holdId),
    queryFn: async ({ signal }) => (await getJson<HoldResponse>(holdKey(holdId)[0], { signal }))!.data,
    staleTime: 0,
    retry: false,
  })
}

export function useHold(holdId: number | undefined) {
  return useQuery({ ...holdQuery(holdId ?? 0), enabled: holdId !== undefined })
}
