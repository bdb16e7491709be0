import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LottoData, LottoResponse } from '@contracts/widgets'
import { LOTTO_REFRESH_MS } from '@contracts/widget-rules'
import { getJson } from '@/lib/api-client'

const PATH = '/api/lotto'

/** GET /api/lotto: the latest PCSO draw of each game. */
export async function getLotto(signal?: AbortSignal): Promise<LottoData> {
  const reply = await getJson<LottoResponse>(PATH, { signal })
  return reply.data
}

/** Refetched every 30 min (spec doc 2 §7). */
export function lottoQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getLotto(signal), staleTime: LOTTO_REFRESH_MS, refetchInterval: LOTTO_REFRESH_MS })
}

export function useLotto() {
  return useQuery(lottoQuery())
}
