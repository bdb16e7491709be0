/**
 * SEO tools (issue 15, decision 032): the sitemap kinds, the robots policy and its line-by-line rules, the
 * per-URL title and description overrides, and the missing-metadata report. Shared by the API and the
 * /admin/seo-tools page (the robots preview runs the same validation as the server).
 */
import { z } from 'zod'
import { Pagination, PAGE_MAX, wholeNumberParam } from './paging.ts'
import { text } from './text.ts'

/** One child sitemap per kind, at /sitemaps/{kind}.xml (and /sitemaps/{kind}-{page}.xml past the first page). */
export const SITEMAP_KINDS = ['movies', 'cinemas', 'articles', 'places', 'events', 'festivals', 'tv', 'pages'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); a kind with more is split in pages. */
export const SITEMAP_MAX_URLS = 50_000

export const SEO_LIMITS = {
  titleMax: 70,
  descriptionMax: 160,
  pathMax: 300,
  robotsMaxChars: 10_000,
  robotsMaxLines: 500,
  overridesPerPageMax: 100,
  reportPerPageMax: 100,
} as const

export const SEO_MESSAGES = {
  titleTooLong: `Title must be at most ${SEO_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${SEO_LIMITS.descriptionMax} characters`,
  pathRequired: 'Path is required',
  pathShape: 'Path must start with / and hold no query string, fragment, spaces or "//" (e.g. /events/manila-jazz-night)',
  pathTooLong: `Path must be at most ${SEO_LIMITS.pathMax} characters`,
  nothingToOverride: 'Give a title, a description or both',
  overrideExists: 'There is already an override for this path',
  overrideNotFound: 'SEO override not found',
  robotsTooLong: `The robots policy must be at most ${SEO_LIMITS.robotsMaxChars.toLocaleString('en')} characters`,
  robotsTooManyLines: `The robots policy must be at most ${SEO_LIMITS.robotsMaxLines} lines`,
} as const

/** The robots policy served before any edit: admin pages, the API and private pages are not for crawlers. */
export const DEFAULT_ROBOTS_POLICY = [
  '# Gala: the city and entertainment guide for Metro Manila and the Philippines',
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /admin/',
  'Disallow: /test/',
  'Disallow: /profile/',
  'Disallow: /movies/tickets/',
  'Disallow: /payment-options',
].join('\n')

/** Directives a robots policy may hold (RFC 9309 plus the widely read Crawl-delay and Sitemap), lower case. */
export const ROBOTS_DIRECTIVES = ['user-agent', 'allow', 'disallow', 'crawl-delay', 'sitemap'] as const

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export interface RobotsIssue {
  line: number
  message: string
}

/**
 * Checks a robots policy line by line: blank lines and # comments pass; every other line is
 * `Directive: value` with a known directive, a rule comes after a User-agent, paths start with / or *,
 * Crawl-delay is a number and Sitemap an absolute http(s) URL. Returns every issue, in line order.
 */
export function robotsIssues(policy: string): RobotsIssue[] {
  const issues: RobotsIssue[] = []
  let seenAgent = false
  policy.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const content = raw.replace(/#.*$/, '').trim()
    if (content === '') return
    const colon = content.indexOf(':')
    if (colon <= 0) {
      issues.push({ line, message: `Line ${line}: expected "Directive: value" (e.g. "Disallow: /admin/")` })
      return
    }
    const name = content.slice(0, colon).trim()
    const value = content.slice(colon + 1).trim()
    const directive = name.toLowerCase()
    if (!(ROBOTS_DIRECTIVES as readonly string[]).includes(directive)) {
      issues.push({ line, message: `Line ${line}: unknown directive "${name.slice(0, 40)}" (known: User-agent, Allow, Disallow, Crawl-delay, Sitemap)` })
      return
    }
    if (directive === 'user-agent') {
      if (value === '' || /\s/.test(value)) issues.push({ line, message: `Line ${line}: User-agent needs one crawler name or *` })
      seenAgent = true
      return
    }
    if (directive === 'sitemap') {
      if (!isHttpUrl(value)) issues.push({ line, message: `Line ${line}: Sitemap needs an absolute http(s) URL` })
      return
    }
    if (!seenAgent) {
      issues.push({ line, message: `Line ${line}: ${name} must come after a User-agent line` })
      return
    }
    if (directive === 'crawl-delay') {
      if (!/^\d{1,4}(\.\d{1,3})?$/.test(value)) issues.push({ line, message: `Line ${line}: Crawl-delay needs a number of seconds` })
      return
    }
    // Allow / Disallow: an empty value is allowed by RFC 9309 ("Disallow:" allows everything).
    if (value !== '' && !/^[/*]/.test(value)) issues.push({ line, message: `Line ${line}: ${name} needs a path starting with / or *` })
    else if (/\s/.test(value)) issues.push({ line, message: `Line ${line}: ${name} path must not hold spaces` })
  })
  return issues
}

/** The robots.txt a policy produces: the policy, then the Sitemap line (always, with the public URL). */
export function robotsText(policy: string, publicUrl: string): string {
  const body = policy.replace(/\r\n/g, '\n').trim()
  const sitemapLine = `Sitemap: ${publicUrl}/sitemap.xml`
  const lines = body.split('\n').filter((line) => line.trim().toLowerCase() !== sitemapLine.toLowerCase())
  return `${lines.join('\n').trim()}\n\n${sitemapLine}\n`.replace(/^\n+/, '')
}

/** PUT /api/admin/seo/robots */
export const RobotsPolicyBody = z.object({
  policy: text({ error: 'policy must be text' })
    .max(SEO_LIMITS.robotsMaxChars, SEO_MESSAGES.robotsTooLong)
    .refine((value) => value.split(/\r?\n/).length <= SEO_LIMITS.robotsMaxLines, SEO_MESSAGES.robotsTooManyLines),
})
export type RobotsPolicyBody = z.infer<typeof RobotsPolicyBody>

export interface RobotsPolicyResponse {
  status: 'success'
  data: {
    policy: string
    /** True while no admin has saved a policy (the default above is served). */
    isDefault: boolean
    /** The robots.txt served now. */
    preview: string
    updatedAt: string | null
  }
}

/** A public path: starts with one /, no query, fragment, spaces or control characters. */
export const SeoPath = text({ error: 'path must be text' })
  .trim()
  .min(1, SEO_MESSAGES.pathRequired)
  .max(SEO_LIMITS.pathMax, SEO_MESSAGES.pathTooLong)
  .regex(/^\/(?!\/)[^\s?#\p{Cc}]*$/u, SEO_MESSAGES.pathShape)
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') || '/' : value))

/** Empty text means "keep the page's own" (stored as null). */
const optionalText = (name: string, max: number, message: string) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null))

/** POST /api/admin/seo/overrides and PUT /api/admin/seo/overrides/:id */
export const SeoOverrideBody = z
  .object({
    path: SeoPath,
    title: optionalText('title', SEO_LIMITS.titleMax, SEO_MESSAGES.titleTooLong),
    description: optionalText('description', SEO_LIMITS.descriptionMax, SEO_MESSAGES.descriptionTooLong),
  })
  .refine((body) => body.title !== null || body.description !== null, { message: SEO_MESSAGES.nothingToOverride, path: ['title'] })
export type SeoOverrideBodyInput = z.input<typeof SeoOverrideBody>
export type SeoOverrideBody = z.output<typeof SeoOverrideBody>

export const SeoOverrideParams = z.object({
  id: text({ error: 'id must be a number' }).regex(/^\d{1,9}$/, 'id must be a number').transform(Number),
})

/** GET /api/admin/seo/overrides?q=&page=&per_page= */
export const SeoOverridesQuery = z.object({
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, SEO_LIMITS.overridesPerPageMax),
})
export type SeoOverridesQuery = z.infer<typeof SeoOverridesQuery>

/** GET /api/seo/overrides?path= (public): the override of one path, if any. */
export const SeoOverrideLookup = z.object({ path: SeoPath })

export interface SeoOverride {
  id: number
  path: string
  title: string | null
  description: string | null
  createdAt: string
  updatedAt: string
}

export interface SeoOverrideResponse {
  status: 'success'
  data: SeoOverride
}

export interface SeoOverrideListResponse {
  status: 'success'
  data: SeoOverride[]
  pagination: Pagination
}

/** What the public pages read: the title and description to apply, or null when the path has none. */
export interface PublicSeoOverrideResponse {
  status: 'success'
  data: { path: string; title: string | null; description: string | null } | null
}

export interface SitemapSummary {
  status: 'success'
  data: {
    index: string
    robots: string
    kinds: { kind: SitemapKind; count: number; sitemaps: string[] }[]
  }
}

/** Kinds of public pages the missing-metadata report covers. */
export const METADATA_KINDS = ['movies', 'places', 'articles', 'events', 'festivals'] as const
export type MetadataKind = (typeof METADATA_KINDS)[number]

/** GET /api/admin/seo/missing-metadata?kind=&page=&per_page= */
export const MissingMetadataQuery = z.object({
  kind: z.enum(METADATA_KINDS, { error: `kind must be one of ${METADATA_KINDS.join(', ')}` }).optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, SEO_LIMITS.reportPerPageMax),
})
export type MissingMetadataQuery = z.infer<typeof MissingMetadataQuery>

export interface MissingMetadataItem {
  kind: MetadataKind
  id: number
  title: string
  /** The public page (a path on this site). */
  path: string
  missing: ('description' | 'image')[]
}

export interface MissingMetadataResponse {
  status: 'success'
  kind: MetadataKind
  data: MissingMetadataItem[]
  pagination: Pagination
  /** Pages missing something, per kind (for the tabs). */
  counts: Record<MetadataKind, number>
}
