import { articlePath, articleSectionBySlug, articleSectionSlug, type ArticleSection } from '@contracts/article-sections'
import { SITE_LOGO } from '@contracts/articles-rules'
import type { WpAuthor, WpPost, WpTerm } from '@contracts/articles'
import { proxiedImageUrl } from '@contracts/image-proxy-rules'
import { formatCalendar } from '@/lib/calendar-format'

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  eacute: 'é',
  ntilde: 'ñ',
}

/** Decodes the character references WordPress writes (&amp; &#8217; &#x2019; &rsquo; …); unknown names stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? reference
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference
  })
}

/**
 * Text of an HTML fragment (titles and excerpts arrive as HTML). Never rendered as HTML: the
 * browser's parser decodes entities and drops tags in an inert document; on the server (no DOMParser)
 * tags are dropped and character references decoded, so both give the same text.
 */
export function plainText(html: string | undefined | null): string {
  if (!html) return ''
  if (typeof DOMParser === 'undefined') return decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim()
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The first `max` characters of a text, cut at a word and ended with an ellipsis when shortened. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The publication instant: WordPress's date_gmt is UTC without the Z. */
export function articleInstant(article: Pick<WpPost, 'date_gmt'>): Date | null {
  const instant = new Date(`${article.date_gmt}Z`)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** The default long date (doc 1 §9), in Manila: "November 21, 2026". */
export function formatArticleDate(article: Pick<WpPost, 'date_gmt'>): string | null {
  const instant = articleInstant(article)
  return instant ? formatCalendar(instant, { year: 'numeric', month: 'long', day: 'numeric' }) : null
}

export const articleTitle = (article: Pick<WpPost, 'title'>) => plainText(article.title.rendered)
export const articleUrl = (article: Pick<WpPost, 'id' | 'slug' | 'categories'>) => articlePath(article)

export function articleAuthor(article: Pick<WpPost, '_embedded'>): WpAuthor | null {
  return article._embedded?.author?.[0] ?? null
}

/** An author's picture (their avatar, else the site logo, doc 1 §9), through the image proxy when it is elsewhere. */
export function authorAvatarUrl(author: Pick<WpAuthor, 'avatar_urls'> | null | undefined, size: '24' | '48' | '96' = '96'): string {
  return proxiedImageUrl(author?.avatar_urls[size]) ?? SITE_LOGO
}

export function articleTerms(article: Pick<WpPost, '_embedded'>): { categories: WpTerm[]; tags: WpTerm[] } {
  const [categories = [], tags = []] = article._embedded?.['wp:term'] ?? []
  return { categories, tags }
}

/** The section an article belongs to (doc 2's category map), or null when it has no category. */
export function articleSection(article: Pick<WpPost, 'categories'>): ArticleSection | null {
  const slug = articleSectionSlug(article.categories)
  return slug ? (articleSectionBySlug(slug) ?? null) : null
}
