import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ARTICLE_LIST_STALE_MS } from '@contracts/articles-rules'
import type { WpPost } from '@contracts/articles'
import { queryKeyToUrl } from '@/lib/api-client'
import { articlesClient } from './articles-client'

/** The filters of GET /api/articles (WordPress names; id lists are sent comma-separated as the spec's calls are). */
export interface ArticlesParams {
  categories?: readonly number[]
  categories_exclude?: readonly number[]
  author?: readonly number[]
  author_exclude?: readonly number[]
  tags?: readonly number[]
  exclude?: readonly number[]
  search?: string
  page?: number
  per_page?: number
  /** Author, featured image and terms; on unless set to false (cards need them). */
  _embed?: boolean
}

/** One page of articles and WordPress's totals (X-WP-Total, X-WP-TotalPages). */
export interface ArticlePage {
  articles: WpPost[]
  total: number
  totalPages: number
}

export const EMPTY_ARTICLE_PAGE: ArticlePage = { articles: [], total: 0, totalPages: 0 }

const list = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids.join(',') : undefined)

/** The query-string object (and query key part) of a filter: stable, no empty values. */
export function articlesSearch(params: ArticlesParams): Record<string, string | number | undefined> {
  return {
    categories: list(params.categories),
    categories_exclude: list(params.categories_exclude),
    author: list(params.author),
    author_exclude: list(params.author_exclude),
    tags: list(params.tags),
    exclude: list(params.exclude),
    search: params.search?.trim() || undefined,
    page: params.page && params.page > 1 ? params.page : undefined,
    per_page: params.per_page,
    // WordPress embeds when the key is present, whatever its value.
    _embed: params._embed === false ? undefined : 1,
  }
}

/**
 * GET /api/articles: a page of articles with the totals from the paging headers (read through the
 * mutation helper, the request layer's call that returns the response itself). Spec doc 2 §8:
 * article fetches return an empty list on error, so lists degrade to their empty state.
 */
export async function getArticles(params: ArticlesParams): Promise<ArticlePage> {
  try {
    const response = await articlesClient.apiRequest('GET', queryKeyToUrl(['/api/articles', articlesSearch(params)]))
    const articles = (await response.json()) as unknown
    if (!Array.isArray(articles)) return EMPTY_ARTICLE_PAGE
    const total = Number(response.headers.get('X-WP-Total') ?? articles.length)
    const totalPages = Number(response.headers.get('X-WP-TotalPages') ?? 1)
    return { articles: articles as WpPost[], total: Number.isFinite(total) ? total : articles.length, totalPages: Number.isFinite(totalPages) ? totalPages : 1 }
  } catch {
    return EMPTY_ARTICLE_PAGE
  }
}

/**
 * Query options for an article list, e.g. the home page's latest articles:
 * `articlesQuery({ author_exclude: [PARTNER_AUTHOR_ID], categories_exclude: [...LATEST_EXCLUDED_CATEGORIES], per_page: 4 })`.
 * Fresh for 5 minutes (doc 2 §9); the key is the request itself.
 */
export function articlesQuery(params: ArticlesParams) {
  return queryOptions({
    queryKey: ['/api/articles', articlesSearch(params)] as const,
    queryFn: () => getArticles(params),
    staleTime: ARTICLE_LIST_STALE_MS,
  })
}

/** An article list that keeps the previous page on screen while the next one loads (pagers). */
export function useArticles(params: ArticlesParams) {
  return useQuery({ ...articlesQuery(params), placeholderData: keepPreviousData })
}
