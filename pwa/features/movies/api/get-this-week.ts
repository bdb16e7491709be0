import { queryOptions } from '@tanstack/react-query'
import type { ThisWeekResponse } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

const PATH = '/api/movies/this-week'

/** GET /api/movies/this-week: cinema releases and streaming premieres of this Manila week. */
export async function getThisWeek(signal?: AbortSignal): Promise<ThisWeekResponse> {
  return getJson<ThisWeekResponse>(PATH, { signal })
}

/** Cached 1 hour (spec doc 2 §7). */
export function thisWeekQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getThisWeek(signal), staleTime: 60 * 60_000 })
}
