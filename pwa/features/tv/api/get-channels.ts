import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChannelKind, ChannelListResponse } from '@contracts/tv'
import { getJson } from '@/lib/api-client'
import { TV_CATALOGUE_STALE_MS, tvKeys } from './tv-keys'

/** GET /api/tv/channels?kind= : free-to-air and cable channels. */
export function getChannels(kind?: ChannelKind, signal?: AbortSignal): Promise<ChannelListResponse> {
  const [path, params] = tvKeys.channels(kind)
  return getJson<ChannelListResponse>(path, { params, signal })
}

export function channelsQuery(kind?: ChannelKind) {
  return queryOptions({ queryKey: tvKeys.channels(kind), queryFn: ({ signal }) => getChannels(kind, signal), staleTime: TV_CATALOGUE_STALE_MS })
}

export function useChannels(kind?: ChannelKind) {
  return useQuery(channelsQuery(kind))
}
