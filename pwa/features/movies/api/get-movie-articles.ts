import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '@/lib/api-client'

/** The category id of movie news (spec doc 2 §3). */
export const MOVIE_NEWS_CATEGORY = 7
/** The landing shows this many news cards (spec doc 2 §9). */
export const MOVIE_NEWS_COUNT = 4

/** The fields of an article (WordPress-style, spec doc 2 §3) that the movie pages show. */
export interface MovieArticle {
  id: number
  slug: string
  title: { rendered: string }
  excerpt?: { rendered: string }
  date: string
  categories?: number[]
  _embedded?: { 'wp:featuredmedia'?: { source_url?: string; alt_text?: string }[] }
}

export interface ArticleFilter {
  perPage: number
  /** Narrows to articles mentioning this text (a movie's title). */
  search?: string
}

function params(filter: ArticleFilter) {
  return { categories: MOVIE_NEWS_CATEGORY, per_page: filter.perPage, search: filter.search, _embed: true }
}

/**
 * GET /api/articles?categories=7&per_page=N: movie news. Spec doc 2 §8: article fetches return an
 * empty list on error, so a missing or failing articles API simply means "no articles".
 */
export async function getMovieArticles(filter: ArticleFilter, signal?: AbortSignal): Promise<MovieArticle[]> {
  try {
    const reply = await getJson<MovieArticle[] | { data?: MovieArticle[] }>('/api/articles', { params: params(filter), signal })
    const list = Array.isArray(reply) ? reply : reply?.data
    return Array.isArray(list) ? list : []
  } catch (error) {
    if (signal?.aborted) throw error
    return []
  }
}

/** Article lists are fresh for 5 min (spec doc 2 §9). */
export function movieArticlesQuery(filter: ArticleFilter) {
  return queryOptions({
    queryKey: ['/api/articles', params(filter)],
    queryFn: ({ signal }) => getMovieArticles(filter, signal),
    staleTime: 5 * 60_000,
  })
}

/** Not suspending: the news is secondary, the page shows without it. */
export function useMovieArticles(filter: ArticleFilter) {
  return useQuery(movieArticlesQuery(filter))
}
