import { namedCache, invalidateCache } from '../../cache/cache-bus.ts'
import type { CachedBody } from '../../cache/response-cache.ts'
import { articlePath } from '../../contracts/article-sections.ts'
import { pagination } from '../../contracts/paging.ts'
import {
  DEFAULT_ROBOTS_POLICY,
  METADATA_KINDS,
  SEO_MESSAGES,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  robotsIssues,
  robotsText,
  type MetadataKind,
  type MissingMetadataQuery,
  type MissingMetadataResponse,
  type PublicSeoOverrideResponse,
  type RobotsPolicyResponse,
  type SeoOverrideBody,
  type SeoOverrideListResponse,
  type SeoOverrideResponse,
  type SeoOverridesQuery,
  type SitemapKind,
  type SitemapSummary,
} from '../../contracts/seo.ts'
import { inTransaction, isUniqueViolation, type Db } from '../../db.ts'
import { Conflict, NotFound, ValidationFailed } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { presentOverride, presentPublicOverride } from './seo.presenter.ts'
import { seoRepository, type MissingRow } from './seo.repository.ts'
import { sitemapIndexXml, sitemapPageCount, sitemapPath, urlsetXml, type SitemapEntry } from './sitemap-xml.ts'

type Deps = Pick<AppDeps, 'db' | 'config'>

/** Public pages without a database row of their own (doc 3 §2's public routes without parameters). */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/movies',
  '/movies/now-showing',
  '/movies/coming-soon',
  '/movies/streaming-soon',
  '/movies/theaters',
  '/movies/locations',
  '/movies/metro-manila',
  '/movies/province',
  '/movies/news',
  '/events',
  '/festivals',
  '/places',
  '/food-drink',
  '/malls',
  '/explore',
  '/reviews',
  '/whats-new',
  '/hot-off-the-press',
  '/guides',
  '/guides/cultural-sites',
  '/guides/day-trips',
  '/guides/local-tips',
  '/guides/neighborhoods',
  '/guides/resources',
  '/guides/shopping',
  '/guides/transportation',
  '/arts',
  '/local',
  '/time-out',
  '/music',
  '/theatre',
  '/tech',
  '/travel',
  '/hotels',
  '/health-beauty',
  '/shops-services',
  '/campus',
  '/districts',
  '/authors',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
]

const seg = encodeURIComponent

/** The public paths the PWA serves each kind at (pwa/routes/). */
export const publicPaths = {
  movie: (row: { hash: string; slug: string }) => `/movies/title/${seg(row.hash)}/${seg(row.slug || 'movie')}`,
  cinema: (row: { slug: string }) => `/movies/theaters/${seg(row.slug)}`,
  article: (row: { id: number; slug: string; categories: readonly number[] }) => articlePath(row),
  place: (row: { slug: string }) => `/places/${seg(row.slug)}`,
  event: (row: { slug: string }) => `/events/${seg(row.slug)}`,
  festival: (row: { slug: string }) => `/festivals/${seg(row.slug)}`,
}

/** Cache keys of the "seo" response cache (decision 006): 10 minutes, and writes here drop theirs at once. */
const KEY = {
  index: 'sitemap|index',
  file: (kind: SitemapKind, page: number) => `sitemap|${kind}|${page}`,
  robots: 'robots',
  overridePrefix: 'override|',
  override: (path: string) => `override|${path}`,
}

export const SeoOverrideNotFound = () => NotFound(SEO_MESSAGES.overrideNotFound, 'SEO_OVERRIDE_NOT_FOUND')
const SitemapNotFound = () => NotFound('Sitemap not found', 'SITEMAP_NOT_FOUND')

export function seoCache(db: Db) {
  return namedCache(db, 'seo', { ttlMs: 10 * 60_000, maxEntries: 2000 })
}

/** A body (XML or text) cached as it is sent: the cache's own entries, keyed like the JSON ones. */
async function cachedText(db: Db, key: string, compute: () => Promise<string>): Promise<CachedBody> {
  const cache = seoCache(db)
  const hit = cache.get(key)
  if (hit) return hit
  cache.misses++
  return cache.set(key, await compute())
}

export function seoService(deps: Deps) {
  const { db, config } = deps
  const repo = seoRepository(db)
  const absolute = (path: string) => `${config.publicUrl}${path}`

  async function kindCounts(): Promise<Record<SitemapKind, number>> {
    const [movies, cinemas, articles, places, events, festivals, channels, shows, networks] = await repo.counts()
    return { movies, cinemas, articles, places, events, festivals, tv: channels + shows + networks, pages: STATIC_SITEMAP_PATHS.length }
  }

  async function fileEntries(kind: SitemapKind, skip: number, take: number): Promise<SitemapEntry[]> {
    switch (kind) {
      case 'movies':
        return (await repo.movies(skip, take)).map((row) => ({ loc: absolute(publicPaths.movie(row)), lastmod: row.updatedAt }))
      case 'cinemas':
        return (await repo.cinemas(skip, take)).map((row) => ({ loc: absolute(publicPaths.cinema(row)) }))
      case 'articles':
        return (await repo.articles(skip, take)).map((row) => ({
          loc: absolute(publicPaths.article({ id: row.id, slug: row.slug, categories: row.categories.map((c) => c.id) })),
          lastmod: row.modified,
        }))
      case 'places':
        return (await repo.places(skip, take)).map((row) => ({ loc: absolute(publicPaths.place(row)), lastmod: row.updatedAt }))
      case 'events':
        return (await repo.events(skip, take)).map((row) => ({ loc: absolute(publicPaths.event(row)), lastmod: row.updatedAt ?? row.createdAt }))
      case 'festivals':
        return (await repo.festivals(skip, take)).map((row) => ({ loc: absolute(publicPaths.festival(row)) }))
      case 'tv':
        return (await repo.tvPaths(skip, take)).map((path) => ({ loc: absolute(path) }))
      case 'pages':
        return STATIC_SITEMAP_PATHS.slice(skip, skip + take).map((path) => ({ loc: absolute(path) }))
    }
  }

  async function robotsPolicy() {
    const row = await repo.robotsSetting()
    return { policy: row?.value ?? DEFAULT_ROBOTS_POLICY, isDefault: !row, updatedAt: row?.updatedAt ?? null }
  }

  function missingPath(kind: MetadataKind, row: MissingRow): string {
    switch (kind) {
      case 'movies':
        return publicPaths.movie({ hash: row.hash ?? '', slug: row.slug })
      case 'places':
        return publicPaths.place(row)
      case 'articles':
        return publicPaths.article({ id: row.id, slug: row.slug, categories: row.categories ?? [] })
      case 'events':
        return publicPaths.event(row)
      case 'festivals':
        return publicPaths.festival(row)
    }
  }

  return {
    /** /sitemap.xml: one entry per file of every kind that has URLs, lastmod the kind's newest change. */
    sitemapIndex: () =>
      cachedText(db, KEY.index, async () => {
        const [counts, latest] = await Promise.all([kindCounts(), repo.latest()])
        const items: SitemapEntry[] = []
        for (const kind of SITEMAP_KINDS) {
          const lastmod = (latest as Partial<Record<SitemapKind, Date | null>>)[kind] ?? null
          for (let page = 1; page <= sitemapPageCount(counts[kind]); page++) items.push({ loc: absolute(sitemapPath(kind, page)), lastmod })
        }
        return sitemapIndexXml(items)
      }),

    /** /sitemaps/{kind}[-{page}].xml: up to 50,000 public URLs of one kind, in id order. */
    async sitemapFile(kind: SitemapKind, page: number): Promise<CachedBody> {
      const key = KEY.file(kind, page)
      const hit = seoCache(db).get(key)
      if (hit) return hit
      const entries = await fileEntries(kind, (page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)
      if (entries.length === 0) throw SitemapNotFound()
      seoCache(db).misses++
      return seoCache(db).set(key, urlsetXml(entries))
    },

    /** /robots.txt: the stored policy (or the default) and the Sitemap line. */
    robots: () => cachedText(db, KEY.robots, async () => robotsText((await robotsPolicy()).policy, config.publicUrl)),

    async summary(): Promise<SitemapSummary> {
      const counts = await kindCounts()
      return {
        status: 'success',
        data: {
          index: absolute('/sitemap.xml'),
          robots: absolute('/robots.txt'),
          kinds: SITEMAP_KINDS.map((kind) => ({
            kind,
            count: counts[kind],
            sitemaps: Array.from({ length: sitemapPageCount(counts[kind]) }, (_, i) => absolute(sitemapPath(kind, i + 1))),
          })),
        },
      }
    },

    async getRobots(): Promise<RobotsPolicyResponse> {
      const current = await robotsPolicy()
      return {
        status: 'success',
        data: { ...current, preview: robotsText(current.policy, config.publicUrl), updatedAt: current.updatedAt?.toISOString() ?? null },
      }
    },

    async saveRobots(actor: AuditActor, policy: string): Promise<RobotsPolicyResponse> {
      const issues = robotsIssues(policy)
      if (issues.length > 0) throw ValidationFailed(issues.map((issue) => ({ field: 'policy', message: issue.message })))
      const before = await robotsPolicy()
      const saved = await inTransaction(db, async (tx) => {
        const row = await repo.saveRobots(tx, policy)
        await recordAudit(tx, actor, {
          action: 'seo.robots',
          entityType: 'setting',
          entityId: 'seo.robots',
          before: { policy: before.policy, isDefault: before.isDefault },
          after: { policy: row.value },
        })
        return row
      })
      invalidateCache(db, 'seo', KEY.robots)
      return {
        status: 'success',
        data: { policy: saved.value, isDefault: false, preview: robotsText(saved.value, config.publicUrl), updatedAt: saved.updatedAt.toISOString() },
      }
    },

    /** GET /api/seo/overrides?path=: cached per path, dropped by every override write. */
    publicOverride: (path: string) =>
      seoCache(db).getOrCompute(KEY.override(path), async (): Promise<PublicSeoOverrideResponse> => {
        const row = await repo.overrideByPath(path)
        return { status: 'success', data: row ? presentPublicOverride(row) : null }
      }),

    async listOverrides(query: SeoOverridesQuery): Promise<SeoOverrideListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? 25
      const [rows, total] = await repo.overridePage(query.q || undefined, (page - 1) * perPage, perPage)
      return { status: 'success', data: rows.map(presentOverride), pagination: pagination(page, perPage, total) }
    },

    async createOverride(actor: AuditActor, body: SeoOverrideBody): Promise<SeoOverrideResponse> {
      try {
        const row = await inTransaction(db, async (tx) => {
          const created = await seoRepository(tx).createOverride(body)
          await recordAudit(tx, actor, { action: 'seo.override.create', entityType: 'seo-override', entityId: created.id, before: null, after: body })
          return created
        })
        invalidateCache(db, 'seo', KEY.overridePrefix)
        return { status: 'success', data: presentOverride(row) }
      } catch (err) {
        if (isUniqueViolation(err)) throw Conflict(SEO_MESSAGES.overrideExists, 'SEO_OVERRIDE_EXISTS')
        throw err
      }
    },

    async updateOverride(actor: AuditActor, id: number, body: SeoOverrideBody): Promise<SeoOverrideResponse> {
      try {
        const row = await inTransaction(db, async (tx) => {
          const before = await repo.overrideById(id, tx)
          if (!before) throw SeoOverrideNotFound()
          const updated = await seoRepository(tx).updateOverride(id, body)
          await recordAudit(tx, actor, {
            action: 'seo.override.update',
            entityType: 'seo-override',
            entityId: id,
            before: { path: before.path, title: before.title, description: before.description },
            after: body,
          })
          return updated
        })
        invalidateCache(db, 'seo', KEY.overridePrefix)
        return { status: 'success', data: presentOverride(row) }
      } catch (err) {
        if (isUniqueViolation(err)) throw Conflict(SEO_MESSAGES.overrideExists, 'SEO_OVERRIDE_EXISTS')
        throw err
      }
    },

    async deleteOverride(actor: AuditActor, id: number): Promise<{ status: 'success'; message: string }> {
      await inTransaction(db, async (tx) => {
        const before = await repo.overrideById(id, tx)
        if (!before) throw SeoOverrideNotFound()
        await seoRepository(tx).deleteOverride(id)
        await recordAudit(tx, actor, {
          action: 'seo.override.delete',
          entityType: 'seo-override',
          entityId: id,
          before: { path: before.path, title: before.title, description: before.description },
          after: null,
        })
      })
      invalidateCache(db, 'seo', KEY.overridePrefix)
      return { status: 'success', message: 'Override deleted' }
    },

    async missingMetadata(query: MissingMetadataQuery): Promise<MissingMetadataResponse> {
      const kind = query.kind ?? METADATA_KINDS[0]
      const page = query.page ?? 1
      const perPage = query.per_page ?? 25
      const [rows, counts] = await Promise.all([repo.missing(kind, (page - 1) * perPage, perPage), repo.missingCounts()])
      return {
        status: 'success',
        kind,
        data: rows.map((row) => ({
          kind,
          id: row.id,
          title: row.title,
          path: missingPath(kind, row),
          missing: [...(row.description.trim() === '' ? (['description'] as const) : []), ...(row.image ? [] : (['image'] as const))],
        })),
        pagination: pagination(page, perPage, counts[kind]),
        counts,
      }
    },
  }
}
