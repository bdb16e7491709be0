import { articleSectionBySlug, type ArticleSection } from '@contracts/article-sections'
import type { ArticlesParams } from '../api/get-articles'

/** Articles per page on list pages: 12 fills rows of 1, 2, 3 and 4 columns. */
export const LIST_PAGE_SIZE = 12

export function sectionOrThrow(slug: string): ArticleSection {
  const section = articleSectionBySlug(slug)
  if (!section) throw new Error(`Unknown article section ${slug}`)
  return section
}

/**
 * The query of a section's pages (its home page and its article list): the section's categories,
 * 12 a page. Route loaders and page components ask with the same parameters, so they share one cache entry.
 */
export function sectionParams(slug: string, page: number): ArticlesParams {
  return { categories: sectionOrThrow(slug).categoryIds, page, per_page: LIST_PAGE_SIZE }
}
