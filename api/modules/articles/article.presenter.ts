import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { articlePath, articleSectionBySlug, authorPath, tagPath } from '../../contracts/article-sections.ts'
import { MEDIA_SIZE_NAMES, SITE_LOGO, type MediaSize, type WpAuthor, type WpMedia, type WpPost, type WpTerm } from '../../contracts/articles.ts'
import { proxiedImageUrl } from '../../contracts/image-proxy.ts'
import { createSanitizeMemo, escapeHtml } from '../../lib/sanitize-html.ts'
import type { ArticleRow, AuthorRow, MediaRow, TermRow } from './articles.repository.ts'

/**
 * Serve-time sanitising (defence in depth: rows were sanitised when written). External images in
 * bodies go through the image proxy, since the page's CSP only loads images from our origin.
 */
const sanitizeServed = createSanitizeMemo({ imageSrc: proxiedImageUrl })

/** A body as served: sanitised, then linked by the reflink rules (api/cache/reflinks-cache.ts), which need the sanitised markup. */
export const servedBody = (contentHtml: string, linkBody: (html: string) => string = (html) => html) => linkBody(sanitizeServed(contentHtml))

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

/** WordPress's `date_gmt`: UTC without the Z ("2026-11-21T04:00:00"). */
export const wpGmt = (instant: Date) => instant.toISOString().slice(0, 19)
/** WordPress's `date`: the site's local time (Manila, UTC+8 all year) without an offset. */
export const wpLocal = (instant: Date) => new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19)

export interface PresentOptions {
  /** Absolute origin for `link` fields (config.publicUrl). */
  publicUrl: string
  /** Include `_embedded` (author, featured media, terms). */
  embed: boolean
  /** Inserts the reflinks into the sanitised body (decision 033); bodies are served unlinked without it. */
  linkBody?: (html: string) => string
}

export function presentAuthor(row: AuthorRow, publicUrl: string, count?: number): WpAuthor {
  const avatar = row.avatar || SITE_LOGO
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    link: publicUrl + authorPath(row.slug),
    avatar_urls: { '24': avatar, '48': avatar, '96': avatar },
    ...(count === undefined ? {} : { count }),
  }
}

function isMediaSize(value: unknown): value is MediaSize {
  if (!value || typeof value !== 'object') return false
  const size = value as Record<string, unknown>
  return typeof size.source_url === 'string' && typeof size.width === 'number' && typeof size.height === 'number'
}

export function presentMedia(row: MediaRow): WpMedia {
  const stored = parseJsonColumn<Record<string, unknown>>(row.sizes, {})
  const sizes: WpMedia['media_details']['sizes'] = {}
  for (const name of MEDIA_SIZE_NAMES) {
    const size = stored?.[name]
    if (isMediaSize(size)) sizes[name] = { source_url: size.source_url, width: size.width, height: size.height }
  }
  return {
    id: row.id,
    source_url: row.sourceUrl,
    alt_text: row.alt,
    media_type: 'image',
    mime_type: row.mimeType,
    media_details: { width: row.width, height: row.height, sizes },
  }
}

/** A category's link is its section's page when it has one. */
function categoryLink(term: TermRow, publicUrl: string): string {
  const section = articleSectionBySlug(term.slug)
  return publicUrl + (section?.homePath ?? section?.listPath ?? '/')
}

export function presentCategory(term: TermRow & { count?: number }, publicUrl: string): WpTerm {
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    taxonomy: 'category',
    link: categoryLink(term, publicUrl),
    ...(term.count === undefined ? {} : { count: term.count }),
  }
}

export function presentTag(term: TermRow & { count?: number }, publicUrl: string): WpTerm {
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    taxonomy: 'post_tag',
    link: publicUrl + tagPath(term.slug),
    ...(term.count === undefined ? {} : { count: term.count }),
  }
}

/** An article as a WordPress post (/wp/v2/posts), with `_embedded` when asked. */
export function presentArticle(row: ArticleRow, options: PresentOptions): WpPost {
  const categories = row.categories.map((category) => category.id)
  const post: WpPost = {
    id: row.id,
    date: wpLocal(row.date),
    date_gmt: wpGmt(row.date),
    modified: wpLocal(row.modified),
    modified_gmt: wpGmt(row.modified),
    slug: row.slug,
    status: row.status,
    type: 'post',
    link: options.publicUrl + articlePath({ id: row.id, slug: row.slug, categories }),
    title: { rendered: escapeHtml(row.title) },
    excerpt: { rendered: sanitizeServed(row.excerpt) },
    content: { rendered: servedBody(row.contentHtml, options.linkBody) },
    author: row.authorId ?? 0,
    featured_media: row.featuredMediaId ?? 0,
    categories,
    tags: row.tags.map((tag) => tag.id),
  }
  if (!options.embed) return post
  return {
    ...post,
    _embedded: {
      ...(row.author ? { author: [presentAuthor(row.author, options.publicUrl)] } : {}),
      ...(row.featuredMedia ? { 'wp:featuredmedia': [presentMedia(row.featuredMedia)] } : {}),
      'wp:term': [row.categories.map((term) => presentCategory(term, options.publicUrl)), row.tags.map((term) => presentTag(term, options.publicUrl))],
    },
  }
}
