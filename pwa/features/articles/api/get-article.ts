import { queryOptions } from '@tanstack/react-query'
import { ARTICLE_LIST_STALE_MS } from '@contracts/articles-rules'
import type { WpPost } from '@contracts/articles'
import { articlesClient } from './articles-client'

/** GET /api/articles/{id}?_embed: one article with its author, image and terms; 404 'Article not found'. */
export async function getArticle(id: number, signal?: AbortSignal): Promise<WpPost> {
  return articlesClient.getJson<WpPost>(`/api/articles/${id}`, { params: { _embed: 1 }, signal })
}

export function articleQuery(id: number) {
  return queryOptions({
    queryKey: ['/api/articles', id, { _embed: 1 }] as const,
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: ARTICLE_LIST_STALE_MS,
  })
}
