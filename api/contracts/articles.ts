/**
 * Articles, shaped like the WordPress REST API v2 that the spec's calls mirror (doc 2 §3 and §7,
 * doc 1 §3): the query of GET /api/articles and the post, author, media and term objects, shared by
 * the Koa API (validation, presenters) and the PWA (fetchers, cards, pages).
 */
import { z } from 'zod'
import { text } from './text.ts'
import { ARTICLES_PER_PAGE_DEFAULT, ARTICLES_PER_PAGE_MAX, ARTICLES_PAGE_MAX, ARTICLE_SEARCH_MAX, ARTICLE_MESSAGES, ARTICLE_ORDERBY, MEDIA_SIZE_NAMES } from './articles-rules.ts'

// Constants and helpers without zod live in articles-rules.ts, so pages can import them without zod.
export * from './articles-rules.ts'

// ---- Query ------------------------------------------------------------------------------------

/** Query values arrive as text, or as arrays when a key repeats; arrays are read as one comma list. */
const joinRepeated = (value: unknown) => (Array.isArray(value) ? value.join(',') : value)
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** "7,9" (or repeated keys) → [7, 9]; empty → no filter. */
function idList(name: string) {
  return z.preprocess(
    (value) => emptyToUndefined(joinRepeated(value)),
    text()
      .regex(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/, `${name} must be a comma-separated list of ids`)
      .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
      .optional(),
  )
}

function wholeNumber(typeMessage: string, min: number, max: number, rangeMessage: string) {
  return z.preprocess(
    (value) => emptyToUndefined(joinRepeated(value)),
    text()
      .regex(/^\s*-?\d{1,9}\s*$/, typeMessage)
      .transform(Number)
      .refine((value) => value >= min && value <= max, rangeMessage)
      .optional(),
  )
}

/** GET /api/articles (WordPress /wp/v2/posts parameters; unknown parameters are ignored, as WordPress does). */
export const ArticlesQuery = z.object({
  categories: idList('categories'),
  categories_exclude: idList('categories_exclude'),
  tags: idList('tags'),
  tags_exclude: idList('tags_exclude'),
  author: idList('author'),
  author_exclude: idList('author_exclude'),
  include: idList('include'),
  exclude: idList('exclude'),
  search: z.preprocess(
    (value) => joinRepeated(value),
    text().trim().max(ARTICLE_SEARCH_MAX, `search must be at most ${ARTICLE_SEARCH_MAX} characters`).optional(),
  ),
  slug: z.preprocess(
    (value) => emptyToUndefined(joinRepeated(value)),
    text()
      .max(1000, 'slug is too long')
      .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
      .optional(),
  ),
  page: wholeNumber(ARTICLE_MESSAGES.pageType, 1, ARTICLES_PAGE_MAX, ARTICLE_MESSAGES.page).transform((value) => value ?? 1),
  per_page: wholeNumber(ARTICLE_MESSAGES.perPageType, 1, ARTICLES_PER_PAGE_MAX, ARTICLE_MESSAGES.perPage).transform(
    (value) => value ?? ARTICLES_PER_PAGE_DEFAULT,
  ),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc')),
  orderby: z.preprocess(emptyToUndefined, z.enum(ARTICLE_ORDERBY, { error: `orderby must be one of ${ARTICLE_ORDERBY.join(', ')}` }).default('date')),
  /** Present (with any value, even empty) = embed author, featured media and terms, as WordPress does. */
  _embed: z.union([text(), z.array(text())]).optional().transform((value) => value !== undefined),
})
export type ArticlesQuery = z.output<typeof ArticlesQuery>

/** Paging of the other lists (tags, categories, authors): WordPress's defaults and bounds. */
export const TermsQuery = z.object({
  slug: ArticlesQuery.shape.slug,
  include: idList('include'),
  search: ArticlesQuery.shape.search,
  page: ArticlesQuery.shape.page,
  per_page: ArticlesQuery.shape.per_page,
  /** Leave out terms without published articles ("true"/"1"). */
  hide_empty: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0'], { error: 'hide_empty must be true or false' }).optional()).transform(
    (value) => value === 'true' || value === '1',
  ),
})
export type TermsQuery = z.output<typeof TermsQuery>

/** GET /api/articles/:id and /api/articles/slug/:slug take only `_embed`. */
export const ArticleQuery = z.object({ _embed: ArticlesQuery.shape._embed })

// ---- Objects ------------------------------------------------------------------------------------

export const Rendered = z.object({ rendered: z.string() })

export const MediaSize = z.object({ source_url: z.string(), width: z.number().int(), height: z.number().int() })
export type MediaSize = z.infer<typeof MediaSize>

/** `_embedded['wp:featuredmedia'][0]` (doc 1 §3: sizes thumbnail … full, each with source_url, plus source_url). */
export const WpMedia = z.object({
  id: z.number().int(),
  source_url: z.string(),
  alt_text: z.string(),
  media_type: z.literal('image'),
  mime_type: z.string(),
  media_details: z.object({
    width: z.number().int(),
    height: z.number().int(),
    sizes: z.partialRecord(z.enum(MEDIA_SIZE_NAMES), MediaSize),
  }),
})
export type WpMedia = z.infer<typeof WpMedia>

/** An author as WordPress's /wp/v2/users answers (plus `count`, the number of published articles, in lists). */
export const WpAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  link: z.string(),
  avatar_urls: z.object({ '24': z.string(), '48': z.string(), '96': z.string() }),
  count: z.number().int().optional(),
})
export type WpAuthor = z.infer<typeof WpAuthor>

/** A category or tag (/wp/v2/categories, /wp/v2/tags; in `_embedded['wp:term']`). */
export const WpTerm = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.enum(['category', 'post_tag']),
  link: z.string(),
  count: z.number().int().optional(),
})
export type WpTerm = z.infer<typeof WpTerm>

/** A post as WordPress's /wp/v2/posts answers. Dates as WordPress writes them: `date` in site time (Manila) without an offset, `date_gmt` in UTC without the Z. */
export const WpPost = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.literal('post'),
  link: z.string(),
  title: Rendered,
  excerpt: Rendered,
  content: Rendered,
  /** 0 when the article has no author. */
  author: z.number().int(),
  /** 0 when the article has no featured image. */
  featured_media: z.number().int(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  _embedded: z
    .object({
      author: z.array(WpAuthor).optional(),
      'wp:featuredmedia': z.array(WpMedia).optional(),
      /** [categories, tags] */
      'wp:term': z.array(z.array(WpTerm)).optional(),
    })
    .optional(),
})
export type WpPost = z.infer<typeof WpPost>
