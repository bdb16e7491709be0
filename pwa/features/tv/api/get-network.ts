import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_CATALOGUE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/networks/:slug : the network with its new and upcoming titles. */
export function getNetwork(slug: string, signal?: AbortSignal): Promise<NetworkResponse> {
  return getJson<NetworkResponse>(tvKeys.network(slug)[0], { signal })
}

export function networkQuery(slug: string) {
  return queryOptions({ queryKey: tvKeys.network(slug), queryFn: ({ signal }) => getNetwork(slug, signal), staleTime: TV_CATALOGUE_STALE_MS })
}

export function useNetwork(slug: string) {
  return useQuery(networkQuery(slug))
}
