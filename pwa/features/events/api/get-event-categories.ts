import { queryOptions } from '@tanstack/react-query'
import type { EventCategoriesResponse, EventCategoryCount } from '@contracts/events'
import { getJson } from '@/lib/api-client'

const PATH = '/api/events/categories'

/** GET /api/events/categories: categories of upcoming events with counts; fresh 5 min (doc 1 §9). */
export async function getEventCategories(signal?: AbortSignal): Promise<EventCategoryCount[]> {
  return (await getJson<EventCategoriesResponse>(PATH, { signal })).categories
}

export function eventCategoriesQuery() {
  return queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getEventCategories(signal), staleTime: 5 * 60_000 })
}
