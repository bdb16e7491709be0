import { queryOptions } from '@tanstack/react-query'
import type { Festival, FestivalListResponse, FestivalResponse } from '@contracts/events'
import { getJson } from '@/lib/api-client'

const PATH = '/api/festivals'
const festivalPath = (slug: string) => `${PATH}/${encodeURIComponent(slug)}`

/** GET /api/festivals: festivals that have not ended, soonest first. */
export async function getFestivals(signal?: AbortSignal): Promise<Festival[]> {
  return (await getJson<FestivalListResponse>(PATH, { signal })).data
}

export function festivalsQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getFestivals(signal), staleTime: 10 * 60_000 })
}

/** GET /api/festivals/:slug: a festival with its events (404 'Festival not found'). */
export async function getFestival(slug: string, signal?: AbortSignal): Promise<FestivalResponse['data']> {
  return (await getJson<FestivalResponse>(festivalPath(slug), { signal })).data
}

export function festivalQuery(slug: string) {
  return queryOptions({ queryKey: [festivalPath(slug)], queryFn: ({ signal }) => getFestival(slug, signal), staleTime: 10 * 60_000 })
}
