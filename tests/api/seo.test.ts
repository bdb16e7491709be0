import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { articlePath } from '../../api/contracts/article-sections.ts'
import {
  DEFAULT_ROBOTS_POLICY,
  SEO_MESSAGES,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  robotsIssues,
  type MissingMetadataResponse,
  type PublicSeoOverrideResponse,
  type RobotsPolicyResponse,
  type SeoOverrideListResponse,
  type SeoOverrideResponse,
  type SitemapSummary,
} from '../../api/contracts/seo.ts'
import { STATIC_SITEMAP_PATHS } from '../../api/modules/seo/seo.service.ts'
import { parseSitemapFile, sitemapPageCount, sitemapPath, urlsetXml } from '../../api/modules/seo/sitemap-xml.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createArticle, createEvent, createMovie, createPlace } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { parseXmlStrict, type XmlElement } from '../support/xml-check.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** W3C Datetime (www.w3.org/TR/NOTE-datetime), the forms sitemap.xsd accepts. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/

let app: TestApp
let publicUrl: string
let admin: Record<string, string>
let moderator: Record<string, string>
let user: Record<string, string>

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
  publicUrl = app.deps.config.publicUrl
  admin = (await signedInUser(app, { username: 'seo_admin', email: 'seo.admin@example.test', role: 'admin' })).headers
  moderator = (await signedInUser(app, { username: 'seo_mod', email: 'seo.mod@example.test', role: 'moderator' })).headers
  user = (await signedInUser(app, { username: 'seo_user', email: 'seo.user@example.test' })).headers
})
afterAll(async () => {
  await app?.close()
})

type Body = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function call<T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, body: (text ? JSON.parse(text) : {}) as T & Body }
}

const lastAudit = (action: string) => app.deps.db.auditLog.findFirst({ where: { action }, orderBy: { id: 'desc' } })
const purgeSeoCache = () => call('POST', '/api/admin/cache/seo/purge', admin)

/** The sitemap schema (sitemaps.org sitemap.xsd / siteindex.xsd) checked on a parsed document. */
function checkSitemapSchema(root: XmlElement, rootName: 'urlset' | 'sitemapindex'): { loc: string; lastmod?: string }[] {
  const entryName = rootName === 'urlset' ? 'url' : 'sitemap'
  const allowed = rootName === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod']
  expect(root.name).toBe(rootName)
  expect(root.attributes.xmlns).toBe(SITEMAP_NS)
  expect(root.children.length).toBeGreaterThan(0)
  expect(root.children.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
  expect(root.text.trim()).toBe('')
  return root.children.map((entry) => {
    expect(entry.name).toBe(entryName)
    const names = entry.children.map((child) => child.name)
    for (const name of names) expect(allowed).toContain(name)
    // <loc> first and once; each optional child at most once, in the schema's order.
    expect(names[0]).toBe('loc')
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b))).toEqual(names)
    const loc = entry.children[0]!.text
    expect(loc.length).toBeGreaterThanOrEqual(12)
    expect(loc.length).toBeLessThanOrEqual(2048)
    expect(loc.startsWith(`${publicUrl}/`)).toBe(true)
    expect(() => new URL(loc)).not.toThrow()
    // Already percent-encoded: the URL parser leaves it as it is.
    expect(new URL(loc).href.replace(/\/$/, '')).toBe(loc.replace(/\/$/, ''))
    const lastmod = entry.children.find((child) => child.name === 'lastmod')?.text
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME)
    return { loc, lastmod }
  })
}

async function readSitemaps() {
  const index = await app.request('/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
  const indexXml = await index.text()
  const parsed = await parseXmlStrict(indexXml)
  expect(parsed.declaration).toMatch(/version="1.0" encoding="UTF-8"/)
  const files = checkSitemapSchema(parsed.root, 'sitemapindex')
  const urls: string[] = []
  for (const file of files) {
    const res = await app.request(file.loc.slice(publicUrl.length))
    expect(res.status, file.loc).toBe(200)
    const child = await parseXmlStrict(await res.text())
    urls.push(...checkSitemapSchema(child.root, 'urlset').map((entry) => entry.loc))
  }
  return { files: files.map((file) => file.loc), urls: new Set(urls) }
}

describe('who may use /api/admin/seo', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/seo/sitemap'],
    ['GET', '/api/admin/seo/robots'],
    ['PUT', '/api/admin/seo/robots', { policy: 'User-agent: *\nDisallow: /admin/' }],
    ['GET', '/api/admin/seo/overrides'],
    ['POST', '/api/admin/seo/overrides', { path: '/events', title: 'Events' }],
    ['PUT', '/api/admin/seo/overrides/1', { path: '/events', title: 'Events' }],
    ['DELETE', '/api/admin/seo/overrides/1'],
    ['GET', '/api/admin/seo/missing-metadata'],
  ]
  it.each(routes)('%s %s: 401 visitor, 403 user, 403 moderator', async (method, path, body) => {
    expect((await call(method, path, {}, body)).res.status).toBe(401)
    const asUser = await call(method, path, user, body)
    expect(asUser.res.status).toBe(403)
    expect(asUser.body.code).toBe('FORBIDDEN')
    expect((await call(method, path, moderator, body)).res.status).toBe(403)
  })
})

describe('/sitemap.xml', () => {
  it('is an index of one valid sitemap per kind listing every public movie, cinema, article, place, event and festival, and nothing hidden', async () => {
    const db = app.deps.db
    const pending = await createEvent(db, { title: 'Pending Zine Fair', slug: 'pending-zine-fair', status: 'pending' })
    const unpublished = await createEvent(db, { title: 'Unpublished Gig', slug: 'unpublished-gig', status: 'unpublished' })
    const draft = await createArticle(db, { title: 'Draft Story', slug: 'draft-story', status: 'draft' })
    await purgeSeoCache()

    const { files, urls } = await readSitemaps()
    for (const kind of SITEMAP_KINDS) expect(files).toContain(`${publicUrl}${sitemapPath(kind, 1)}`)

    const [movies, theaters, articles, places, events, festivals, channels, shows, networks] = await Promise.all([
      db.movie.findMany({ select: { hash: true, slug: true } }),
      db.theater.findMany({ select: { slug: true } }),
      db.article.findMany({ where: { status: 'publish' }, select: { id: true, slug: true, categories: { select: { id: true } } } }),
      db.place.findMany({ select: { slug: true } }),
      db.event.findMany({ where: { status: 'published' }, select: { slug: true } }),
      db.festival.findMany({ select: { slug: true } }),
      db.tvChannel.findMany({ select: { id: true } }),
      db.tvShow.findMany({ select: { id: true } }),
      db.streamingNetwork.findMany({ select: { slug: true } }),
    ])
    expect(movies.length).toBeGreaterThan(0)
    expect(channels.length).toBeGreaterThan(0)
    expect(theaters.length).toBeGreaterThan(0)
    expect(articles.length).toBeGreaterThan(0)
    expect(places.length).toBeGreaterThan(0)
    expect(events.length).toBeGreaterThan(0)
    const expected = [
      ...movies.map((m) => `/movies/title/${m.hash}/${encodeURIComponent(m.slug)}`),
      ...theaters.map((t) => `/movies/theaters/${encodeURIComponent(t.slug)}`),
      ...articles.map((a) => articlePath({ id: a.id, slug: a.slug, categories: a.categories.map((c) => c.id) })),
      ...places.map((p) => `/places/${encodeURIComponent(p.slug)}`),
      ...events.map((e) => `/events/${encodeURIComponent(e.slug)}`),
      ...festivals.map((f) => `/festivals/${encodeURIComponent(f.slug)}`),
      ...channels.map((c) => `/tv/channels/${c.id}`),
      ...shows.map((s) => `/tv/shows/${s.id}`),
      ...networks.map((n) => `/tv/streaming/${n.slug}`),
      ...STATIC_SITEMAP_PATHS,
    ]
    const missing = expected.filter((path) => !urls.has(`${publicUrl}${path}`))
    expect(missing).toEqual([])
    expect(urls.size).toBe(expected.length)

    expect(urls.has(`${publicUrl}/events/${pending.slug}`)).toBe(false)
    expect(urls.has(`${publicUrl}/events/${unpublished.slug}`)).toBe(false)
    expect([...urls].some((url) => url.includes(`/${draft.id}/draft-story`))).toBe(false)
  })

  it('gives lastmod from the data (a movie updatedAt, an event edit or creation, an article modified)', async () => {
    const db = app.deps.db
    const movie = await createMovie(db, { title: 'Lastmod Check' })
    const event = await createEvent(db, { title: 'Lastmod Event', slug: 'lastmod-event', createdAt: new Date('2026-11-01T08:30:00Z') })
    await purgeSeoCache()
    const movies = await parseXmlStrict(await (await app.request('/sitemaps/movies.xml')).text())
    const movieEntry = movies.root.children.find((url) => url.children[0]!.text.endsWith(`/movies/title/${movie.hash}/${movie.slug}`))
    expect(movieEntry?.children.find((c) => c.name === 'lastmod')?.text).toBe(`${movie.updatedAt.toISOString().slice(0, 19)}Z`)
    const events = await parseXmlStrict(await (await app.request('/sitemaps/events.xml')).text())
    const eventEntry = events.root.children.find((url) => url.children[0]!.text.endsWith(`/events/${event.slug}`))
    expect(eventEntry?.children.find((c) => c.name === 'lastmod')?.text).toBe('2026-11-01T08:30:00Z')
  })

  it('is cached with a strong ETag (304 on revalidation) until the TTL or a purge', async () => {
    await purgeSeoCache()
    const first = await app.request('/sitemaps/places.xml')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await app.request('/sitemaps/places.xml', { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    // A place added now shows after the TTL or a purge, not before.
    const place = await createPlace(app.deps.db, { name: 'Cache Check Garden' })
    expect(await (await app.request('/sitemaps/places.xml')).text()).not.toContain(`/places/${place.slug}<`)
    await purgeSeoCache()
    expect(await (await app.request('/sitemaps/places.xml')).text()).toContain(`/places/${place.slug}<`)
  })

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const path of ['/sitemaps/nothing.xml', '/sitemaps/movies-2.xml', '/sitemaps/movies-1.xml', '/sitemaps/movies.txt', '/sitemaps/%00.xml']) {
      const res = await app.request(path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
    }
    expect((await app.request('/sitemaps/movies-2.xml')).status).toBe(404)
  })

  it('escapes what XML gives a meaning to, and splits kinds past 50,000 URLs', async () => {
    const xml = urlsetXml([{ loc: 'https://gala.example/search?q=a&type=<b>', lastmod: new Date('2026-11-21T04:00:00.123Z') }])
    expect(xml).toContain('q=a&amp;type=&lt;b&gt;')
    const parsed = await parseXmlStrict(xml)
    expect(parsed.root.children[0]!.children[0]!.text).toBe('https://gala.example/search?q=a&type=<b>')
    expect(parsed.root.children[0]!.children[1]!.text).toBe('2026-11-21T04:00:00Z')
    await expect(parseXmlStrict('<urlset><url><loc>a & b</loc></url></urlset>')).rejects.toThrow(/well-formed/)
    await expect(parseXmlStrict('<urlset><url><loc>a</url></loc></urlset>')).rejects.toThrow(/well-formed/)

    expect(sitemapPageCount(0)).toBe(0)
    expect(sitemapPageCount(SITEMAP_MAX_URLS)).toBe(1)
    expect(sitemapPageCount(SITEMAP_MAX_URLS + 1)).toBe(2)
    expect(sitemapPath('movies', 2)).toBe('/sitemaps/movies-2.xml')
    expect(parseSitemapFile('movies-2.xml', SITEMAP_KINDS)).toEqual({ kind: 'movies', page: 2 })
    expect(parseSitemapFile('movies.xml', SITEMAP_KINDS)).toEqual({ kind: 'movies', page: 1 })
    expect(parseSitemapFile('movies-1.xml', SITEMAP_KINDS)).toBeNull()
  })

  it('is summarised for the admin page with counts and links per kind', async () => {
    const { res, body } = await call<SitemapSummary>('GET', '/api/admin/seo/sitemap', admin)
    expect(res.status).toBe(200)
    expect(body.data.index).toBe(`${publicUrl}/sitemap.xml`)
    expect(body.data.kinds.map((k) => k.kind)).toEqual([...SITEMAP_KINDS])
    const events = body.data.kinds.find((k) => k.kind === 'events')!
    expect(events.count).toBe(await app.deps.db.event.count({ where: { status: 'published' } }))
    expect(events.sitemaps).toEqual([`${publicUrl}/sitemaps/events.xml`])
  })
})

describe('/robots.txt and its policy', () => {
  it('serves the default policy with the Sitemap line, admin pages and the API disallowed', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toContain('Disallow: /admin/')
    expect(text).toContain('Disallow: /api/')
    expect(text.trim().endsWith(`Sitemap: ${publicUrl}/sitemap.xml`)).toBe(true)
    const { body } = await call<RobotsPolicyResponse>('GET', '/api/admin/seo/robots', admin)
    expect(body.data).toMatchObject({ policy: DEFAULT_ROBOTS_POLICY, isDefault: true, preview: text })
  })

  it('refuses unknown directives and misplaced rules with the line number', async () => {
    const bad = await call('PUT', '/api/admin/seo/robots', admin, { policy: 'User-agent: *\nDisalow: /admin/\nAllow /x\nCrawl-delay: soon\nDisallow: admin' })
    expect(bad.res.status).toBe(400)
    expect(bad.body.code).toBe('VALIDATION_FAILED')
    expect(bad.body.issues?.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^Line 2: unknown directive "Disalow"/),
      expect.stringMatching(/^Line 3: expected "Directive: value"/),
      'Line 4: Crawl-delay needs a number of seconds',
      'Line 5: Disallow needs a path starting with / or *',
    ])
    const noAgent = await call('PUT', '/api/admin/seo/robots', admin, { policy: '# rules\nDisallow: /private/' })
    expect(noAgent.body.issues?.[0]?.message).toBe('Line 2: Disallow must come after a User-agent line')
    expect((await call('PUT', '/api/admin/seo/robots', admin, { policy: 'Sitemap: /sitemap.xml' })).body.issues?.[0]?.message).toBe(
      'Line 1: Sitemap needs an absolute http(s) URL',
    )
    expect((await call('PUT', '/api/admin/seo/robots', admin, { policy: 42 })).res.status).toBe(400)
    expect((await call('PUT', '/api/admin/seo/robots', admin, { policy: 'User-agent: *\n'.repeat(1000) })).res.status).toBe(400)
    expect(robotsIssues('User-agent: *\nDisallow:\nAllow: /*.css$\n\n# done')).toEqual([])
    // Nothing was saved.
    expect(await app.deps.db.siteSetting.findUnique({ where: { key: 'seo.robots' } })).toBeNull()
  })

  it('saves a valid policy, audited with before and after, and /robots.txt follows at once', async () => {
    await app.request('/robots.txt') // cached
    const policy = 'User-agent: *\nDisallow: /admin/\nDisallow: /api/\n\nUser-agent: GPTBot\nDisallow: /'
    const { res, body } = await call<RobotsPolicyResponse>('PUT', '/api/admin/seo/robots', admin, { policy })
    expect(res.status).toBe(200)
    expect(body.data.isDefault).toBe(false)
    const text = await (await app.request('/robots.txt')).text()
    expect(text).toBe(`${policy}\n\nSitemap: ${publicUrl}/sitemap.xml\n`)
    const audit = await lastAudit('seo.robots')
    expect(JSON.parse(audit!.before!)).toEqual({ policy: DEFAULT_ROBOTS_POLICY, isDefault: true })
    expect(JSON.parse(audit!.after!)).toEqual({ policy })
  })
})

describe('title and description overrides', () => {
  it('creates, reads publicly, edits and deletes an override, each write audited', async () => {
    const created = await call<SeoOverrideResponse>('POST', '/api/admin/seo/overrides', admin, {
      path: '/festivals/',
      title: 'Festivals in Metro Manila this season',
      description: 'Every festival in the city, with dates and venues.',
    })
    expect(created.res.status).toBe(201)
    expect(created.body.data).toMatchObject({ path: '/festivals', title: 'Festivals in Metro Manila this season' })
    const id = created.body.data.id
    const createdAudit = await lastAudit('seo.override.create')
    expect(createdAudit).toMatchObject({ entityType: 'seo-override', entityId: String(id), before: null })
    expect(JSON.parse(createdAudit!.after!)).toMatchObject({ path: '/festivals', title: 'Festivals in Metro Manila this season' })

    const read = await call<PublicSeoOverrideResponse>('GET', '/api/seo/overrides?path=%2Ffestivals')
    expect(read.res.status).toBe(200)
    expect(read.body.data).toEqual({ path: '/festivals', title: 'Festivals in Metro Manila this season', description: 'Every festival in the city, with dates and venues.' })
    expect((await call<PublicSeoOverrideResponse>('GET', '/api/seo/overrides?path=%2Fplaces')).body.data).toBeNull()

    const duplicate = await call('POST', '/api/admin/seo/overrides', admin, { path: '/festivals', title: 'Again' })
    expect(duplicate.res.status).toBe(409)
    expect(duplicate.body.message).toBe(SEO_MESSAGES.overrideExists)

    const edited = await call<SeoOverrideResponse>('PUT', `/api/admin/seo/overrides/${id}`, admin, { path: '/festivals', title: 'Festivals', description: '' })
    expect(edited.res.status).toBe(200)
    expect(edited.body.data).toMatchObject({ title: 'Festivals', description: null })
    const editAudit = await lastAudit('seo.override.update')
    expect(JSON.parse(editAudit!.before!)).toMatchObject({ title: 'Festivals in Metro Manila this season' })
    expect(JSON.parse(editAudit!.after!)).toMatchObject({ title: 'Festivals', description: null })
    // The public read follows the edit at once (its cache entry is dropped).
    expect((await call<PublicSeoOverrideResponse>('GET', '/api/seo/overrides?path=/festivals')).body.data?.title).toBe('Festivals')

    const list = await call<SeoOverrideListResponse>('GET', '/api/admin/seo/overrides?q=festiv', admin)
    expect(list.body.data.map((o) => o.id)).toContain(id)
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(1)

    const deleted = await call('DELETE', `/api/admin/seo/overrides/${id}`, admin)
    expect(deleted.res.status).toBe(200)
    expect(JSON.parse((await lastAudit('seo.override.delete'))!.before!)).toMatchObject({ path: '/festivals', title: 'Festivals' })
    expect((await call<PublicSeoOverrideResponse>('GET', '/api/seo/overrides?path=/festivals')).body.data).toBeNull()
  })

  it('refuses bad input with a message, and unknown ids with 404', async () => {
    const cases: [unknown, string][] = [
      [{ path: '/a', title: 'x'.repeat(71) }, SEO_MESSAGES.titleTooLong],
      [{ path: '/a', description: 'x'.repeat(161) }, SEO_MESSAGES.descriptionTooLong],
      [{ path: 'events', title: 'Events' }, SEO_MESSAGES.pathShape],
      [{ path: '/events?x=1', title: 'Events' }, SEO_MESSAGES.pathShape],
      [{ path: '//evil.example', title: 'Events' }, SEO_MESSAGES.pathShape],
      [{ path: '/events', title: '', description: '  ' }, SEO_MESSAGES.nothingToOverride],
      [{ title: 'Events' }, 'path must be text'],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/admin/seo/overrides', admin, body)
      expect(res.res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.issues?.map((issue) => issue.message), JSON.stringify(body)).toContain(message)
    }
    expect((await call('PUT', '/api/admin/seo/overrides/999999', admin, { path: '/x', title: 'X' })).res.status).toBe(404)
    expect((await call('DELETE', '/api/admin/seo/overrides/999999', admin)).body.code).toBe('SEO_OVERRIDE_NOT_FOUND')
    expect((await call('DELETE', '/api/admin/seo/overrides/abc', admin)).res.status).toBe(400)
    expect((await call('GET', '/api/seo/overrides?path=nope')).res.status).toBe(400)
    expect((await call('GET', '/api/seo/overrides')).res.status).toBe(400)
  })
})

describe('missing-metadata report', () => {
  it('lists public pages missing a description or an image, paged, each with its page', async () => {
    const db = app.deps.db
    const noPoster = await createMovie(db, { title: 'Posterless Picture', poster: null, poster2x: null })
    const bare = await createPlace(db, { name: 'Bare Courtyard', images: '[]', description: '' })
    await createEvent(db, { title: 'Hidden Imageless', slug: 'hidden-imageless', status: 'pending', imageUrl: null })
    const imageless = await createEvent(db, { title: 'Imageless Fair', slug: 'imageless-fair', imageUrl: null })

    const movies = await call<MissingMetadataResponse>('GET', '/api/admin/seo/missing-metadata?kind=movies&per_page=100', admin)
    expect(movies.res.status).toBe(200)
    expect(movies.body.data).toContainEqual({ kind: 'movies', id: noPoster.id, title: 'Posterless Picture', path: `/movies/title/${noPoster.hash}/${noPoster.slug}`, missing: ['image'] })
    const places = await call<MissingMetadataResponse>('GET', '/api/admin/seo/missing-metadata?kind=places&per_page=100', admin)
    expect(places.body.data).toContainEqual({ kind: 'places', id: bare.id, title: 'Bare Courtyard', path: `/places/${bare.slug}`, missing: ['description', 'image'] })
    const events = await call<MissingMetadataResponse>('GET', '/api/admin/seo/missing-metadata?kind=events&per_page=100', admin)
    expect(events.body.data.map((item) => item.path)).toContain(`/events/${imageless.slug}`)
    expect(events.body.data.map((item) => item.path)).not.toContain('/events/hidden-imageless')
    expect(events.body.counts.events).toBe(events.body.pagination.total)

    const paged = await call<MissingMetadataResponse>('GET', '/api/admin/seo/missing-metadata?kind=events&per_page=1&page=1', admin)
    expect(paged.body.data).toHaveLength(1)
    expect(paged.body.pagination.per_page).toBe(1)

    expect((await call('GET', '/api/admin/seo/missing-metadata?kind=users', admin)).res.status).toBe(400)
    expect((await call('GET', '/api/admin/seo/missing-metadata?per_page=1000', admin)).res.status).toBe(400)
  })
})
