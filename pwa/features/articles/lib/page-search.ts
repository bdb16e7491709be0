import { ARTICLES_PAGE_MAX } from '@contracts/articles-rules'

/** The `?page=` of an article list; page 1 is the address without it. */
export interface PageSearch {
  page?: number
}

/** validateSearch of the paged article routes: a whole page number above 1, anything else is page 1. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page)
  return Number.isInteger(page) && page > 1 && page <= ARTICLES_PAGE_MAX ? { page } : {}
}
