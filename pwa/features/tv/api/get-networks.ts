import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkListResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_CATALOGUE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/networks : the streaming networks with their new and upcoming counts. */
export function getNetworks(signal?: AbortSignal): Promise<NetworkListResponse> {
  return getJson<NetworkListResponse>(tvKeys.networks()[0], { signal })
}

export function networksQuery() {
  return queryOptions({ queryKey: tvKeys.networks(), queryFn: ({ signal }) => getNetworks(signal), staleTime: TV_CATALOGUE_STALE_MS })
}

export function useNetworks() {
  return useQuery(networksQuery())
}
