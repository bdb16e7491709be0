/**
 * The sitemap protocol's XML (sitemaps.org/schemas/sitemap/0.9): a <sitemapindex> of <sitemap> entries and
 * <urlset> files of <url> entries, each with an absolute <loc> and an optional W3C-datetime <lastmod>.
 */
import { SITEMAP_MAX_URLS, type SitemapKind } from '../../contracts/seo.ts'

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapEntry {
  /** An absolute URL, already percent-encoded where its path needs it. */
  loc: string
  lastmod?: Date | null
}

/** Escapes the five characters XML gives a meaning to (a URL's & is the usual one). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)
}

/** A W3C datetime to the second, in UTC: 2026-11-25T03:40:00Z. */
export function w3cDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

function entries(tag: 'url' | 'sitemap', items: readonly SitemapEntry[]): string {
  return items
    .map(({ loc, lastmod }) => `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ''}</${tag}>`)
    .join('\n')
}

export function urlsetXml(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries('url', items)}\n</urlset>\n`
}

export function sitemapIndexXml(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries('sitemap', items)}\n</sitemapindex>\n`
}

/** How many files a kind of `count` URLs needs (none when it has no URL: an empty <urlset> is not valid). */
export function sitemapPageCount(count: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.ceil(count / maxUrls)
}

/** The path of page `page` (1-based) of a kind: /sitemaps/movies.xml, /sitemaps/movies-2.xml … */
export function sitemapPath(kind: SitemapKind, page: number): string {
  return page === 1 ? `/sitemaps/${kind}.xml` : `/sitemaps/${kind}-${page}.xml`
}

/** Reads "movies.xml" / "movies-2.xml" back into a kind and page; null for anything else. */
export function parseSitemapFile(file: string, kinds: readonly SitemapKind[]): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)(?:-([1-9]\d{0,5}))?\.xml$/.exec(file)
  if (!match) return null
  const kind = kinds.find((k) => k === match[1])
  if (!kind) return null
  const page = match[2] ? Number(match[2]) : 1
  // "-1" is page 1's second name: refused so that every file has one address.
  if (match[2] === '1') return null
  return { kind, page }
}
