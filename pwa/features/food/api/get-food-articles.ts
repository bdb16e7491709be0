import { queryOptions, useQuery } from '@tanstack/react-query'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import type { WpPost } from '@contracts/articles'
import { getJson } from '@/lib/api-client'

const PATH = '/api/articles'
const FOOD_DRINK_CATEGORY = ARTICLE_CATEGORY.foodDrink

/**
 * GET /api/articles?categories=9&per_page=&search=: the newest food and drink articles (of one cuisine
 * when `search` is given). Article fetches give an empty list on error (spec doc 2 §8).
 */
export async function getFoodArticles(options: { perPage: number; search?: string }, signal?: AbortSignal): Promise<WpPost[]> {
  try {
    return await getJson<WpPost[]>(PATH, {
      params: { categories: FOOD_DRINK_CATEGORY, per_page: options.perPage, search: options.search, _embed: 1 },
      signal,
    })
  } catch {
    return []
  }
}

/** Article lists are fresh for 5 minutes (doc 2 §9). */
export function foodArticlesQuery(options: { perPage: number; search?: string }) {
  return queryOptions({
    queryKey: [PATH, { categories: FOOD_DRINK_CATEGORY, per_page: options.perPage, search: options.search, _embed: 1 }] as const,
    queryFn: ({ signal }) => getFoodArticles(options, signal),
    staleTime: 5 * 60_000,
  })
}

export function useFoodArticles(options: { perPage: number; search?: string }) {
  return useQuery(foodArticlesQuery(options))
}
