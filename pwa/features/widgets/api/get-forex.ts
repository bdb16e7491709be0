import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ForexData, ForexResponse } from '@contracts/widgets'
import { FOREX_REFRESH_MS } from '@contracts/widget-rules'
import { getJson } from '@/lib/api-client'

const PATH = '/api/forex'

/** GET /api/forex: the USD→PHP reference rate and its change. */
export async function getForex(signal?: AbortSignal): Promise<ForexData> {
  const reply = await getJson<ForexResponse>(PATH, { signal })
  return reply.data
}

/** Refetched every 10 min (spec doc 2 §7). */
export function forexQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getForex(signal), staleTime: FOREX_REFRESH_MS, refetchInterval: FOREX_REFRESH_MS })
}

export function useForex() {
  return useQuery(forexQuery())
}
