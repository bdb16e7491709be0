import { queryOptions } from '@tanstack/react-query'
import type { SearchCategory, SearchResponse } from '@contracts/search'
import { getJson } from '@/lib/api-client'

const PATH = '/api/search'

export interface SearchParams {
  q: string
  category?: SearchCategory
  page?: number
}

const toQuery = (params: SearchParams) => ({ q: params.q, category: params.category ?? 'all', page: params.page })

/** GET /api/search: ranked results of one tab, with the counts of every tab. */
export function getSearch(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return getJson<SearchResponse>(PATH, { params: toQuery(params), signal })
}

export function searchQuery(params: SearchParams) {
  return queryOptions({ queryKey: [PATH, toQuery(params)], queryFn: ({ signal }) => getSearch(params, signal), staleTime: 60_000 })
}
