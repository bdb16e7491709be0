/**
 * Article limits, messages and names (spec doc 1 §9, doc 2 §9).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * articles.ts re-exports everything here.
 */
// ---- Limits and messages ----------------------------------------------------------------------

export const ARTICLES_PER_PAGE_DEFAULT = 10
export const ARTICLES_PER_PAGE_MAX = 100
/** The largest page number accepted (a bound on OFFSET). */
export const ARTICLES_PAGE_MAX = 10_000
export const ARTICLE_SEARCH_MAX = 200
/** Article lists are fresh for 5 min and an article fetch times out after 8 s (doc 2 §9). */
export const ARTICLE_LIST_STALE_MS = 5 * 60_000
export const ARTICLE_FETCH_TIMEOUT_MS = 8_000
/** Fallback article image (doc 1 §9). */
export const ARTICLE_FALLBACK_IMAGE = '/images/fallbacks/article.svg'
/** An author without an avatar shows the site logo (doc 1 §9). */
export const SITE_LOGO = '/icons/icon-192.png'

export const ARTICLE_MESSAGES = {
  articleNotFound: 'Article not found',
  authorNotFound: 'Author not found',
  tagNotFound: 'Tag not found',
  // WordPress's own wording.
  perPage: `per_page must be between 1 (inclusive) and ${ARTICLES_PER_PAGE_MAX} (inclusive)`,
  perPageType: 'per_page is not of type integer.',
  page: 'page must be greater than or equal to 1',
  pageType: 'page is not of type integer.',
  invalidPageNumber: 'The page number requested is larger than the number of pages available.',
} as const

/** WordPress's error code for a page past the end, kept as our error code. */
export const INVALID_PAGE_NUMBER_CODE = 'rest_post_invalid_page_number'

export const ARTICLE_ORDERBY = ['date', 'modified', 'title', 'id', 'slug'] as const

export const MEDIA_SIZE_NAMES = ['thumbnail', 'medium', 'medium_large', 'large', 'full'] as const
export type MediaSizeName = (typeof MEDIA_SIZE_NAMES)[number]
