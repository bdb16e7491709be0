/**
 * Imports posts, categories, tags, authors and media from a WordPress site's REST API
 * (`/wp-json/wp/v2/…`) into our Article tables. Used by `npm run import:wordpress -- --url <site>`.
 *
 * - Pages through each collection with per_page=100 and WordPress's X-WP-TotalPages header.
 * - Upserts by WordPress id (wpId), so re-runs never duplicate: categories are matched by slug first,
 *   so the spec's category ids (7 movies, 9 food-drink …) keep their sections; tags, authors, media and
 *   posts by wpId, then by slug (or source URL for media), so a demo row with the same slug is taken over.
 * - Incremental: posts are asked for with `modified_after` = the start of the last successful run
 *   (kept in SiteSetting), less a day of overlap because WordPress reads that instant in the site's
 *   own time zone; the overlap only re-reads a few posts, which the upserts make harmless.
 *   Media are fetched by id (`include=`) for the imported posts whose image we do not have yet,
 *   rather than the site's whole library.
 * - HTML is sanitised on the way in (api/lib/sanitize-html.ts), and again when served.
 * - Every request has a time-out; failures are WordPressImportError with a code and a clear message.
 *
 * Not handled: posts deleted or unpublished on the source after an import stay here (WordPress's
 * public API does not list them, so an incremental run cannot see them).
 */
import { z } from 'zod'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db.ts'
import { ARTICLES_PER_PAGE_MAX, MEDIA_SIZE_NAMES, type MediaSize, type MediaSizeName } from '../../contracts/articles.ts'
import { htmlToText, sanitizeArticleHtml } from '../../lib/sanitize-html.ts'
import { wordpressImportRepository } from './wordpress-import.repository.ts'

export const WORDPRESS_IMPORT_TIMEOUT_MS = 15_000
/** A site answering more pages than this for one collection is not paged correctly; stop there. */
const MAX_PAGES = 1000
/** WordPress reads modified_after in the site's time zone (anything from UTC-12 to UTC+14). */
const MODIFIED_AFTER_OVERLAP_MS = 24 * 60 * 60 * 1000
/** Categories created here get ids above the spec's, unless their WordPress id is free. */
const FIRST_LOCAL_CATEGORY_ID = 100_000

export type WordPressImportErrorCode = 'INVALID_URL' | 'UNREACHABLE' | 'TIMEOUT' | 'NOT_WORDPRESS' | 'HTTP_ERROR'

export class WordPressImportError extends Error {
  override name = 'WordPressImportError'
  constructor(
    readonly code: WordPressImportErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export interface ImportCounts {
  created: number
  updated: number
  unchanged: number
  /** Items the source sent that could not be used (malformed, not an image …). */
  skipped: number
}

export interface ImportSummary {
  site: string
  /** The `modified_after` sent for posts, or null for a full import. */
  modifiedAfter: string | null
  categories: ImportCounts
  tags: ImportCounts
  authors: ImportCounts
  media: ImportCounts
  posts: ImportCounts
  startedAt: string
  finishedAt: string
}

export interface WordPressImportOptions {
  /** The site's address (https://example.com), or its REST root (https://example.com/wp-json). */
  url: string
  db: Db
  clock: Clock
  /** Time-out of each request in ms. */
  timeoutMs?: number
  /** Ignore the last import and read every post. */
  full?: boolean
  fetch?: typeof fetch
  /** Progress and warnings, one line each (the CLI prints them). */
  log?: (line: string) => void
}

// ---- What WordPress sends (only the fields we use; everything else is ignored) -------------------

const Rendered = z.object({ rendered: z.string() })
const WpTermIn = z.object({ id: z.number().int().positive(), slug: z.string().min(1), name: z.string() })
const WpUserIn = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string(),
  description: z.string().optional().default(''),
  avatar_urls: z.record(z.string(), z.string()).optional(),
})
const HttpUrl = z.string().regex(/^https?:\/\/\S+$/i)
const WpMediaSizeIn = z.object({ source_url: HttpUrl, width: z.coerce.number().int().nonnegative(), height: z.coerce.number().int().nonnegative() })
const WpMediaIn = z.object({
  id: z.number().int().positive(),
  source_url: HttpUrl,
  alt_text: z.string().optional().default(''),
  media_type: z.string().optional().default('image'),
  mime_type: z.string().optional().default('image/jpeg'),
  media_details: z
    .object({
      width: z.coerce.number().int().nonnegative().optional(),
      height: z.coerce.number().int().nonnegative().optional(),
      sizes: z.record(z.string(), z.unknown()).optional(),
    })
    .partial()
    .optional(),
})
const WpPostIn = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  modified: z.string(),
  modified_gmt: z.string().nullable().optional(),
  slug: z.string().min(1),
  status: z.string(),
  title: Rendered,
  excerpt: Rendered.optional(),
  content: Rendered,
  author: z.number().int().nonnegative().optional().default(0),
  featured_media: z.number().int().nonnegative().optional().default(0),
  categories: z.array(z.number().int()).optional().default([]),
  tags: z.array(z.number().int()).optional().default([]),
})
type WpPostIn = z.infer<typeof WpPostIn>
type WpMediaIn = z.infer<typeof WpMediaIn>

// ---- Helpers ----------------------------------------------------------------------------------

/** The /wp/v2 root of a site address. */
export function restRoot(siteUrl: string): string {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    throw new WordPressImportError('INVALID_URL', `Not a URL: ${siteUrl}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WordPressImportError('INVALID_URL', `The site must be an http(s) address: ${siteUrl}`)
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  if (/\/wp-json\/wp\/v2$/.test(base)) return base
  if (/\/wp-json$/.test(base)) return `${base}/wp/v2`
  return `${base}/wp-json/wp/v2`
}

/** A WordPress date as an instant: `*_gmt` is UTC without a Z; the local one is read as Manila time when it is all there is. */
export function wpInstant(gmt: string | null | undefined, local: string): Date {
  const withZone = (text: string, zone: string) => (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : text + zone)
  const fromGmt = gmt && !gmt.startsWith('0000') ? new Date(withZone(gmt, 'Z')) : null
  if (fromGmt && !Number.isNaN(fromGmt.getTime())) return fromGmt
  const fromLocal = new Date(withZone(local, '+08:00'))
  if (Number.isNaN(fromLocal.getTime())) throw new Error(`Unreadable date ${local}`)
  return fromLocal
}

/** WordPress percent-encodes non-ASCII slugs; we keep them decoded (article links encode them). */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).toLowerCase()
  } catch {
    return slug.toLowerCase()
  }
}

/** The instant without milliseconds, as WordPress's date parser accepts it. */
const wpDateParam = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z')

const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 })

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index])

/** The SiteSetting key holding the start of the last successful import of a site. */
export const lastImportKey = (root: string) => `wordpressImport:${root}`

// ---- The import -------------------------------------------------------------------------------

export async function importWordPress(options: WordPressImportOptions): Promise<ImportSummary> {
  const { db, clock } = options
  const repo = wordpressImportRepository(db)
  const root = restRoot(options.url)
  const timeoutMs = options.timeoutMs ?? WORDPRESS_IMPORT_TIMEOUT_MS
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const log = options.log ?? (() => {})
  const startedAt = clock.now()

  /** One page of a collection: the array and the number of pages WordPress says there are. */
  async function getPage(collection: string, params: Record<string, string>): Promise<{ items: unknown[]; totalPages: number | null }> {
    const url = `${root}/${collection}?${new URLSearchParams(params)}`
    let response: Response
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' })
    } catch (error) {
      const name = (error as { name?: string }).name
      if (name === 'TimeoutError' || name === 'AbortError') throw new WordPressImportError('TIMEOUT', `${url} did not answer within ${timeoutMs} ms`)
      const cause = (error as { cause?: { code?: string; message?: string } }).cause
      throw new WordPressImportError('UNREACHABLE', `Could not reach ${new URL(root).origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}`)
    }
    const type = response.headers.get('content-type') ?? ''
    if (!response.ok) {
      await response.body?.cancel()
      if (response.status === 404 && !type.includes('json')) throw new WordPressImportError('NOT_WORDPRESS', `No WordPress REST API at ${root} (404 for ${collection})`)
      throw new WordPressImportError('HTTP_ERROR', `${url} answered ${response.status} ${response.statusText}`.trim())
    }
    if (!type.includes('json')) {
      await response.body?.cancel()
      throw new WordPressImportError('NOT_WORDPRESS', `${url} did not answer with WordPress JSON (Content-Type: ${type || 'none'})`)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new WordPressImportError('NOT_WORDPRESS', `${url} did not answer with WordPress JSON (the body is not JSON)`)
    }
    if (!Array.isArray(body)) throw new WordPressImportError('NOT_WORDPRESS', `${url} did not answer with a WordPress list (expected a JSON array)`)
    const header = response.headers.get('x-wp-totalpages')
    const totalPages = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null
    return { items: body, totalPages }
  }

  /** Every item of a collection, page by page. */
  async function getAll(collection: string, params: Record<string, string> = {}): Promise<unknown[]> {
    const all: unknown[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, totalPages } = await getPage(collection, { ...params, per_page: String(ARTICLES_PER_PAGE_MAX), page: String(page) })
      all.push(...items)
      // Without the header, keep going while pages are full.
      const more = totalPages === null ? items.length === ARTICLES_PER_PAGE_MAX : page < totalPages
      if (!more) break
    }
    return all
  }

  function parseEach<T>(collection: string, items: unknown[], schema: z.ZodType<T>, counts: ImportCounts): T[] {
    const parsed: T[] = []
    for (const item of items) {
      const result = schema.safeParse(item)
      if (result.success) parsed.push(result.data)
      else {
        counts.skipped++
        const id = (item as { id?: unknown })?.id
        log(`warning: skipped a ${collection} item${typeof id === 'number' ? ` (id ${id})` : ''}: ${result.error.issues[0]?.message ?? 'malformed'}`)
      }
    }
    return parsed
  }

  const summary: ImportSummary = {
    site: root,
    modifiedAfter: null,
    categories: emptyCounts(),
    tags: emptyCounts(),
    authors: emptyCounts(),
    media: emptyCounts(),
    posts: emptyCounts(),
    startedAt: startedAt.toISOString(),
    finishedAt: '',
  }

  // ---- Categories: slug first, so the spec's ids keep their sections --------------------------
  log(`reading categories from ${root}`)
  const categoryIds = new Map<number, number>()
  for (const term of parseEach('categories', await getAll('categories'), WpTermIn, summary.categories)) {
    const slug = decodeSlug(term.slug)
    const name = htmlToText(term.name) || slug
    const bySlug = await repo.categoryBySlug(slug)
    const byWpId = await repo.categoryByWpId(term.id)
    const target = bySlug ?? byWpId
    if (target) {
      if (byWpId && bySlug && byWpId.id !== bySlug.id) await repo.updateCategory(byWpId.id, { wpId: null })
      if (target.slug === slug && target.name === name && target.wpId === term.id) summary.categories.unchanged++
      else {
        await repo.updateCategory(target.id, { slug, name, wpId: term.id })
        summary.categories.updated++
      }
      categoryIds.set(term.id, target.id)
    } else {
      const idTaken = await repo.categoryById(term.id)
      const highest = await repo.highestCategoryId()
      const id = idTaken ? Math.max(highest ?? 0, FIRST_LOCAL_CATEGORY_ID - 1) + 1 : term.id
      await repo.createCategory({ id, slug, name, wpId: term.id })
      summary.categories.created++
      categoryIds.set(term.id, id)
    }
  }

  // ---- Tags: by wpId, then slug -----------------------------------------------------------------
  log('reading tags')
  const tagIds = new Map<number, number>()
  for (const term of parseEach('tags', await getAll('tags'), WpTermIn, summary.tags)) {
    const slug = decodeSlug(term.slug)
    const name = htmlToText(term.name) || slug
    const existing = await repo.tagToImport(term.id, slug)
    if (existing) {
      if (existing.slug === slug && existing.name === name && existing.wpId === term.id) summary.tags.unchanged++
      else {
        await repo.updateTag(existing.id, { slug: await freeSlug('tag', slug, existing.id), name, wpId: term.id })
        summary.tags.updated++
      }
      tagIds.set(term.id, existing.id)
    } else {
      const row = await repo.createTag({ slug: await freeSlug('tag', slug), name, wpId: term.id })
      summary.tags.created++
      tagIds.set(term.id, row.id)
    }
  }

  // ---- Authors (users): by wpId, then slug. Some sites refuse the list to visitors. ----------------
  log('reading authors')
  const authorIds = new Map<number, number>()
  let users: unknown[] = []
  try {
    users = await getAll('users')
  } catch (error) {
    if (!(error instanceof WordPressImportError && error.code === 'HTTP_ERROR')) throw error
    log(`warning: the site does not list its authors (${error.message}); articles keep no author`)
  }
  for (const user of parseEach('users', users, WpUserIn, summary.authors)) {
    const slug = decodeSlug(user.slug)
    const data = {
      name: htmlToText(user.name) || slug,
      description: htmlToText(user.description),
      avatar: pickAvatar(user.avatar_urls),
      wpId: user.id,
    }
    const existing = await repo.authorToImport(user.id, slug)
    if (existing) {
      const same = existing.slug === slug && existing.name === data.name && existing.description === data.description && existing.avatar === data.avatar && existing.wpId === user.id
      if (same) summary.authors.unchanged++
      else {
        await repo.updateAuthor(existing.id, { ...data, slug: await freeSlug('author', slug, existing.id) })
        summary.authors.updated++
      }
      authorIds.set(user.id, existing.id)
    } else {
      const row = await repo.createAuthor({ ...data, slug: await freeSlug('author', slug) })
      summary.authors.created++
      authorIds.set(user.id, row.id)
    }
  }

  // ---- Posts (incremental) ------------------------------------------------------------------------
  const last = options.full ? null : await repo.setting(lastImportKey(root))
  const lastInstant = last !== null ? new Date(last) : null
  const postParams: Record<string, string> = { orderby: 'modified', order: 'asc' }
  if (lastInstant && !Number.isNaN(lastInstant.getTime())) {
    summary.modifiedAfter = wpDateParam(new Date(lastInstant.getTime() - MODIFIED_AFTER_OVERLAP_MS))
    postParams.modified_after = summary.modifiedAfter
  }
  log(summary.modifiedAfter ? `reading posts modified after ${summary.modifiedAfter}` : 'reading all posts')
  const posts = parseEach('posts', await getAll('posts', postParams), WpPostIn, summary.posts)

  // ---- Media: the featured images of these posts that we do not have yet ---------------------------
  const mediaIds = new Map<number, number>()
  const wanted = [...new Set(posts.map((post) => post.featured_media).filter((id) => id > 0))]
  for (const row of await repo.mediaByWpIds(wanted)) mediaIds.set(row.wpId!, row.id)
  const missing = wanted.filter((id) => !mediaIds.has(id))
  if (missing.length > 0) log(`reading ${missing.length} media items`)
  for (let i = 0; i < missing.length; i += ARTICLES_PER_PAGE_MAX) {
    const chunk = missing.slice(i, i + ARTICLES_PER_PAGE_MAX)
    const items = await getAll('media', { include: chunk.join(',') })
    for (const media of parseEach('media', items, WpMediaIn, summary.media)) {
      const id = await upsertMedia(media)
      if (id !== null) mediaIds.set(media.id, id)
    }
  }

  async function upsertMedia(media: WpMediaIn): Promise<number | null> {
    if (media.media_type !== 'image' || !media.mime_type.startsWith('image/')) {
      summary.media.skipped++
      log(`warning: skipped media ${media.id}: not an image (${media.mime_type})`)
      return null
    }
    const sizes = mediaSizes(media)
    const data = {
      wpId: media.id,
      sourceUrl: media.source_url,
      alt: htmlToText(media.alt_text),
      mimeType: media.mime_type,
      width: media.media_details?.width ?? sizes.full?.width ?? 0,
      height: media.media_details?.height ?? sizes.full?.height ?? 0,
      sizes: JSON.stringify(sizes),
    }
    const existing = await repo.mediaToImport(media.id, media.source_url)
    if (existing && existing.wpId !== null && existing.wpId !== media.id) {
      summary.media.skipped++
      log(`warning: skipped media ${media.id}: its URL belongs to media ${existing.wpId}`)
      return existing.id
    }
    if (existing) {
      await repo.updateMedia(existing.id, data)
      summary.media.updated++
      return existing.id
    }
    const row = await repo.createMedia(data)
    summary.media.created++
    return row.id
  }

  // ---- Articles -------------------------------------------------------------------------------------
  log(`writing ${posts.length} posts`)
  for (const post of posts) {
    let data
    try {
      data = articleData(post)
    } catch (error) {
      summary.posts.skipped++
      log(`warning: skipped post ${post.id}: ${(error as Error).message}`)
      continue
    }
    const categories = post.categories.map((id) => categoryIds.get(id)).filter((id): id is number => id !== undefined)
    const tags = post.tags.map((id) => tagIds.get(id)).filter((id): id is number => id !== undefined)
    const authorId = post.author > 0 ? (authorIds.get(post.author) ?? (await repo.authorIdByWpId(post.author))) : null
    const featuredMediaId = post.featured_media > 0 ? (mediaIds.get(post.featured_media) ?? null) : null
    const fields = { ...data, authorId, featuredMediaId }

    const existing = await repo.articleToImport(post.id, data.slug)
    if (existing) {
      const same =
        existing.wpId === post.id &&
        existing.slug === fields.slug &&
        existing.title === fields.title &&
        existing.excerpt === fields.excerpt &&
        existing.contentHtml === fields.contentHtml &&
        existing.status === fields.status &&
        existing.date.getTime() === fields.date.getTime() &&
        existing.modified.getTime() === fields.modified.getTime() &&
        existing.authorId === fields.authorId &&
        existing.featuredMediaId === fields.featuredMediaId &&
        sameIds(existing.categories.map((row) => row.id), categories) &&
        sameIds(existing.tags.map((row) => row.id), tags)
      if (same) {
        summary.posts.unchanged++
        continue
      }
      await repo.updateArticle(existing.id, { ...fields, slug: await freeSlug('article', fields.slug, existing.id) }, categories, tags)
      summary.posts.updated++
    } else {
      await repo.createArticle({ ...fields, slug: await freeSlug('article', fields.slug) }, categories, tags)
      summary.posts.created++
    }
  }

  // Only a complete run moves the mark; a failed one is simply run again.
  await repo.saveSetting(lastImportKey(root), startedAt.toISOString())
  summary.finishedAt = clock.now().toISOString()
  return summary

  /** A slug not used by another row (WordPress slugs are unique per site, not across sites). */
  async function freeSlug(model: 'tag' | 'author' | 'article', slug: string, ownId?: number): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidate = attempt === 0 ? slug : `${slug}-${attempt + 1}`
      const taken = await repo.slugHolder(model, candidate)
      if (!taken || taken.id === ownId) return candidate
    }
    throw new Error(`No free slug for ${slug}`)
  }
}

function articleData(post: WpPostIn) {
  const title = htmlToText(post.title.rendered)
  return {
    wpId: post.id,
    slug: decodeSlug(post.slug),
    title: title || '(untitled)',
    excerpt: sanitizeArticleHtml(post.excerpt?.rendered ?? ''),
    contentHtml: sanitizeArticleHtml(post.content.rendered),
    date: wpInstant(post.date_gmt, post.date),
    modified: wpInstant(post.modified_gmt, post.modified),
    status: post.status,
  }
}

/** The largest avatar WordPress offers (it sends 24, 48 and 96 px), if it is an http(s) URL. */
function pickAvatar(urls: Record<string, string> | undefined): string | null {
  if (!urls) return null
  const best = Object.entries(urls).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1]
  return best && /^https?:\/\//i.test(best) ? best : null
}

/** Our five sizes from WordPress's `media_details.sizes` (other names are ignored); `full` falls back to the original. */
function mediaSizes(media: WpMediaIn): Partial<Record<MediaSizeName, MediaSize>> {
  const sizes: Partial<Record<MediaSizeName, MediaSize>> = {}
  const source = media.media_details?.sizes ?? {}
  for (const name of MEDIA_SIZE_NAMES) {
    const parsed = WpMediaSizeIn.safeParse(source[name])
    if (parsed.success) sizes[name] = parsed.data
  }
  if (!sizes.full) sizes.full = { source_url: media.source_url, width: media.media_details?.width ?? 0, height: media.media_details?.height ?? 0 }
  return sizes
}

/** "categories 14 (2 new, 1 updated, 11 unchanged)" and so on: what the CLI prints. */
export function formatSummary(summary: ImportSummary): string[] {
  const line = (label: string, counts: ImportCounts) =>
    `${label}: ${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
  return [
    `imported from ${summary.site}${summary.modifiedAfter ? ` (posts modified after ${summary.modifiedAfter})` : ' (all posts)'}`,
    line('categories', summary.categories),
    line('tags', summary.tags),
    line('authors', summary.authors),
    line('media', summary.media),
    line('posts', summary.posts),
  ]
}
