import { queryOptions } from '@tanstack/react-query'
import { ARTICLE_LIST_STALE_MS } from '@contracts/articles-rules'
import type { WpAuthor, WpTerm } from '@contracts/articles'
import { articlesClient } from './articles-client'

/** GET /api/tags?slug={slug}: the tag, or null when there is none. */
export async function getTagBySlug(slug: string, signal?: AbortSignal): Promise<WpTerm | null> {
  const tags = await articlesClient.getJson<WpTerm[]>('/api/tags', { params: { slug }, signal })
  return tags.find((tag) => tag.slug === slug) ?? null
}

export function tagBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: ['/api/tags', { slug }] as const,
    queryFn: ({ signal }) => getTagBySlug(slug, signal),
    staleTime: ARTICLE_LIST_STALE_MS,
  })
}

/** GET /api/authors?per_page=100: every author with published articles, by name. */
export function authorsQuery() {
  return queryOptions({
    queryKey: ['/api/authors', { per_page: 100 }] as const,
    queryFn: ({ signal }) => articlesClient.getJson<WpAuthor[]>('/api/authors', { params: { per_page: 100 }, signal }),
    staleTime: ARTICLE_LIST_STALE_MS,
  })
}

/** GET /api/authors/{slug}; 404 'Author not found'. */
export function authorQuery(slug: string) {
  return queryOptions({
    queryKey: ['/api/authors', slug] as const,
    queryFn: ({ signal }) => articlesClient.getJson<WpAuthor>(`/api/authors/${encodeURIComponent(slug)}`, { signal }),
    staleTime: ARTICLE_LIST_STALE_MS,
  })
}
