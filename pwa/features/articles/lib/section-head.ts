import type { QueryClient } from '@tanstack/react-query'
import { collectionPageJsonLd, pageHead } from '@/lib/page-head'
import { articlesQuery } from '../api/get-articles'
import { articleTitle, articleUrl } from './article-meta'
import { sectionOrThrow, sectionParams } from './section-params'

/**
 * Loader of a section's home page (/arts, /tech, /whats-new-home …): waits for the page's articles (a failure
 * leaves the page to show its own state) and builds its head: the section's name and description, the canonical
 * address (with ?page= past the first page), Open Graph, and the CollectionPage listing the page's articles.
 */
export async function loadSectionHome(queryClient: QueryClient, slug: string, page: number, origin: string) {
  const section = sectionOrThrow(slug)
  const home = section.homePath ?? `/${slug}`
  const path = page > 1 ? `${home}?page=${page}` : home
  const answer = await queryClient.ensureQueryData(articlesQuery(sectionParams(slug, page))).catch(() => undefined)
  const items = (answer?.articles ?? []).map((article) => ({ name: articleTitle(article), path: articleUrl(article), type: 'NewsArticle' }))
  return {
    head: pageHead(page > 1 ? `${section.name} (page ${page})` : section.name, section.description, {
      origin,
      path,
      jsonLd: collectionPageJsonLd(origin, { name: section.name, description: section.description, path }, items),
    }),
  }
}
