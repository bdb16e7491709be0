import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MallRegion, MallsResponse } from '@contracts/malls'
import { getJson } from '@/lib/api-client'

const PATH = '/api/malls'

/** GET /api/malls?region=: malls with their cinemas. */
export function getMalls(region: MallRegion | undefined, signal?: AbortSignal): Promise<MallsResponse> {
  return getJson<MallsResponse>(PATH, { params: { region }, signal })
}

export function mallsQuery(region?: MallRegion) {
  return queryOptions({ queryKey: [PATH, { region }] as const, queryFn: ({ signal }) => getMalls(region, signal), staleTime: 60 * 60_000 })
}

export function useMalls(region?: MallRegion) {
  return useQuery(mallsQuery(region))
}
