/**
 * The page cache follows writes precisely (issue 35 item 2, decision 043; api/cache/page-invalidation.ts): a write
 * drops the server-rendered pages that show what it changed and no other, and a write that changes no page (a
 * search counted, a batch of ratings read, a sign-in code asked for, an analytics report) drops none. Every write
 * route of the composed router has an entry in the table, so a new route forces a decision.
 *
 * The renderer is a stand-in module in a temporary build, as in tests/api/ssr.test.ts; like the real one it reads
 * the API over loopback as a visitor, so a page shows the reviews the API had when it was rendered. Each answer
 * says whether it came from the cache (X-Page-Cache: hit | miss), and the stand-in counts its renderings per path.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/app.ts'
import { namedCache } from '../../api/cache/cache-bus.ts'
import { fixedClock } from '../../api/clock.ts'
import { createDb, type Db } from '../../api/db.ts'
import { createLogger } from '../../api/logger.ts'
import { connectRedis, type SharedRedis } from '../../api/redis.ts'
import { ALL_PAGES_OUTSIDE_ADMIN, PAGE_WRITES } from '../../api/cache/page-invalidation.ts'
import { pageMatches } from '../../api/cache/page-targets.ts'
import { createArticle, createMovie, createPlace } from '../factories/index.ts'
import { redisAnswers, testRedisUrl } from '../support/redis.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

const RENDERER = `
globalThis.galaPageRenders ??= {}
async function reviews(apiBase, type, id) {
  const res = await fetch(apiBase + '/api/posts/content/' + type + '/' + encodeURIComponent(id))
  const list = await res.json()
  return list.data.map((post) => '<li>' + post.title + '</li>').join('')
}
export async function renderPage({ url, apiBase }) {
  const { pathname } = new URL(url)
  globalThis.galaPageRenders[pathname] = (globalThis.galaPageRenders[pathname] ?? 0) + 1
  const parts = pathname.split('/').filter(Boolean)
  let body = '<h1>' + pathname + '</h1>'
  if (parts[0] === 'movies' && parts[1] === 'title') body += '<ul>' + (await reviews(apiBase, 2, parts[2])) + '</ul>'
  if (parts[0] === 'places' && parts[1]) body += '<ul>' + (await reviews(apiBase, 1, parts[1])) + '</ul>'
  return { kind: 'page', status: 200, head: '<title>' + pathname + '</title>', body }
}
`

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gala-ssr-cache-dist-'))
  mkdirSync(path.join(dir, '.server'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Gala</title></head><body><div id="root"></div></body></html>')
  writeFileSync(path.join(dir, '.server', 'package.json'), '{ "type": "module" }\n')
  writeFileSync(path.join(dir, '.server', 'entry-server.js'), RENDERER)
  return dir
}

const renders = (pathname: string) => (globalThis as { galaPageRenders?: Record<string, number> }).galaPageRenders?.[pathname] ?? 0

let app: TestApp
let movieA: string
let movieB: string
let place: string
let article: string
let movieAId: number
let placeSlug: string
const HOME = '/'

beforeAll(async () => {
  app = await startTestApp({ config: { distDir: fakeDist(), ssrPageBody: true } })
  const db = app.deps.db
  const a = await createMovie(db, { title: 'Heneral Luna' })
  const b = await createMovie(db, { title: 'Goyo' })
  const p = await createPlace(db, { name: 'Intramuros Walk' })
  const art = await createArticle(db, { title: 'A night in Binondo' })
  movieAId = a.id
  placeSlug = p.slug
  movieA = `/movies/title/${a.hash}/${a.slug}`
  movieB = `/movies/title/${b.hash}/${b.slug}`
  place = `/places/${p.slug}`
  article = `/article/${art.id}/${art.slug}`
})
afterAll(async () => {
  await app?.close()
})

async function visit(pathname: string) {
  const res = await app.request(pathname)
  expect(res.status).toBe(200)
  return { cache: res.headers.get('x-page-cache'), html: await res.text() }
}

/** Renders each page and checks the next visitor gets it from the cache. */
async function cachePages(pages: string[]) {
  for (const page of pages) await visit(page)
  for (const page of pages) expect((await visit(page)).cache, page).toBe('hit')
}

const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(pathname, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('the write routes and the page cache', () => {
  const routes = () =>
    apiRouter(app.deps)
      .stack.filter((layer) => layer.methods.length > 0 && typeof layer.path === 'string')
      .flatMap((layer) => layer.methods.filter((method) => method !== 'GET' && method !== 'HEAD').map((method) => `${method} ${layer.path as string}`))

  it('every write route of the composed router says which pages it changes (none, some, or, for staff, all)', () => {
    const writes = routes()
    expect(writes.length).toBeGreaterThan(50)
    const unclassified = writes.filter((route) => !Object.hasOwn(PAGE_WRITES, route))
    expect(unclassified, 'add these routes to PAGE_WRITES in api/cache/page-invalidation.ts').toEqual([])
    // No entry for a route that is not there any more (a renamed route would otherwise keep a stale decision).
    expect(Object.keys(PAGE_WRITES).filter((route) => !writes.includes(route))).toEqual([])
  })

  it('only staff routes may empty every page', () => {
    const everyPage = Object.entries(PAGE_WRITES)
      .filter(([, effect]) => effect.kind === 'all')
      .map(([route]) => route)
    expect(everyPage.length).toBeGreaterThan(0)
    expect(everyPage.filter((route) => !route.split(' ')[1]!.startsWith('/api/admin/') && !ALL_PAGES_OUTSIDE_ADMIN.includes(route))).toEqual([])
    // The writes the issue names as page-neutral are.
    for (const route of ['POST /api/track-search', 'POST /api/movies/ratings/batch', 'POST /api/request-login-code', 'POST /api/analytics/events', 'POST /api/login', 'POST /api/logout']) {
      expect(PAGE_WRITES[route]?.kind, route).toBe('none')
    }
  })

  it('names pages by path: any query string, a trailing slash, below it when a tree, one segment for *', () => {
    expect(pageMatches('/places/paco-park', { path: '/places/paco-park' })).toBe(true)
    expect(pageMatches('/places/paco-park?tab=photos', { path: '/places/paco-park' })).toBe(true)
    expect(pageMatches('/places/paco-park/', { path: '/places/paco-park' })).toBe(true)
    expect(pageMatches('/places/paco-park/review/3', { path: '/places/paco-park' })).toBe(false)
    expect(pageMatches('/places/paco-park/review/3', { path: '/places/paco-park', tree: true })).toBe(true)
    // A longer slug that starts the same is another place.
    expect(pageMatches('/places/paco-park-2', { path: '/places/paco-park', tree: true })).toBe(false)
    expect(pageMatches('/places/caf%c3%a9', { path: `/places/${encodeURIComponent('café')}` })).toBe(true)
    expect(pageMatches('/arts/article/12/a-slug', { path: '/*/article/12', tree: true })).toBe(true)
    expect(pageMatches('/arts/article/120/a-slug', { path: '/*/article/12', tree: true })).toBe(false)
  })
})

describe('writes that change no page', () => {
  // The first pages rendered load the renderer: allow for a loaded machine.
  it('leave every cached page in place: a search counted, a batch of ratings, a sign-in code for an unknown address, analytics', { timeout: 60_000 }, async () => {
    const pages = [movieA, movieB, place, article, HOME]
    await cachePages(pages)
    const counts = pages.map(renders)

    const neutral = [
      await postJson('/api/track-search', { query: 'Heneral Luna' }),
      await postJson('/api/movies/ratings/batch', { movieIds: [movieAId] }),
      await postJson('/api/request-login-code', { emailOrUsername: 'nobody.here@example.test' }),
      await postJson('/api/analytics/events', { events: [{ id: 'b'.repeat(32), name: 'page_view', path: '/' }] }),
    ]
    for (const res of neutral) expect(res.status, res.url).toBeLessThan(300)

    for (const page of pages) expect((await visit(page)).cache, page).toBe('hit')
    expect(pages.map(renders)).toEqual(counts)
  })
})

describe('a review', () => {
  it('re-renders the pages that show it, and only those', async () => {
    const others = [movieB, place, article, HOME]
    const profile = '/profile/ana_reviews'
    await cachePages([movieA, profile, ...others])
    const counts = others.map(renders)

    const reviewer = await signedInUser(app, { username: 'ana_reviews' })
    const review = { postType: 'review', contentTypeId: 2, externalContentId: String(movieAId), title: 'A stirring epic', content: 'Worth every minute.', rating: 5 }
    const res = await postJson('/api/posts', review, reviewer.headers)
    expect(res.status).toBe(201)
    const { data } = (await res.json()) as { data: { id: number } }

    const page = await visit(movieA)
    expect(page.cache).toBe('miss')
    expect(page.html).toContain('<li>A stirring epic</li>')
    // The reviewer's profile lists it too.
    expect((await visit(profile)).cache).toBe('miss')
    for (const other of others) expect((await visit(other)).cache, other).toBe('hit')
    expect(others.map(renders)).toEqual(counts)

    // Deleted: the pages it showed on are read before it goes, and dropped after.
    expect((await visit(movieA)).cache).toBe('hit')
    const gone = await app.request(`/api/posts/${data.id}`, { method: 'DELETE', headers: reviewer.headers })
    expect(gone.status).toBe(200)
    const after = await visit(movieA)
    expect(after.cache).toBe('miss')
    expect(after.html).not.toContain('A stirring epic')
    for (const other of others) expect((await visit(other)).cache, other).toBe('hit')
  })

  it('on a place re-renders that place’s page and leaves the movies’ pages cached', async () => {
    await cachePages([place, movieA, movieB])
    const reviewer = await signedInUser(app, { username: 'ben_reviews' })
    const review = { postType: 'review', contentTypeId: 1, externalContentId: placeSlug, title: 'Cobblestones and calesas', content: 'Go at dusk.', rating: 4 }
    expect((await postJson('/api/posts', review, reviewer.headers)).status).toBe(201)
    const page = await visit(place)
    expect(page.cache).toBe('miss')
    expect(page.html).toContain('<li>Cobblestones and calesas</li>')
    expect((await visit(movieA)).cache).toBe('hit')
    expect((await visit(movieB)).cache).toBe('hit')
  })
})

describe('staff writes', () => {
  it('a staff tool’s write may empty every page', async () => {
    await cachePages([movieB, HOME])
    const admin = await signedInUser(app, { username: 'an_admin_ssr', role: 'admin' })
    const res = await app.request('/api/admin/cache/pages/purge', { method: 'POST', headers: admin.headers })
    expect(res.status).toBeLessThan(300)
    expect((await visit(movieB)).cache).toBe('miss')
    expect((await visit(HOME)).cache).toBe('miss')
  })
})

const haveRedis = await redisAnswers()

describe.skipIf(!haveRedis)('REDIS_URL: two instances sharing Redis', () => {
  const keyPrefix = `gala-test:${randomBytes(6).toString('hex')}:`
  const clock = fixedClock('2026-11-21T04:00:00Z')
  let a: TestApp
  let b: TestApp
  let redisA: SharedRedis
  let redisB: SharedRedis
  let dbB: Db

  /** The instance's caches serve only once its subscription is confirmed: wait until its page cache keeps an entry. */
  async function untilLive(instance: TestApp) {
    const cache = namedCache(instance.deps.db, 'pages', {})
    const deadline = Date.now() + 5000
    while (Date.now() < deadline) {
      cache.set('/probe', 'x')
      if (cache.get('/probe')) return cache.invalidate('/probe')
      await new Promise((resolve) => setImmediate(resolve))
    }
    throw new Error('the cache bus never came up')
  }

  beforeAll(async () => {
    const silent = createLogger('silent')
    const dist = fakeDist()
    redisA = connectRedis({ url: testRedisUrl, keyPrefix }, silent)
    redisB = connectRedis({ url: testRedisUrl, keyPrefix }, silent)
    a = await startTestApp({ clock, redis: redisA, config: { distDir: dist, ssrPageBody: true } })
    dbB = createDb(a.database.url)
    b = await startTestApp({ clock, redis: redisB, db: dbB, config: { distDir: dist, ssrPageBody: true } })
    await untilLive(a)
    await untilLive(b)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await dbB?.$disconnect()
    await redisA?.close()
    await redisB?.close()
  })

  it('a review written on instance A drops that movie’s page on instance B, and no other page', async () => {
    const first = await createMovie(a.deps.db, { title: 'Ang Larawan' })
    const second = await createMovie(a.deps.db, { title: 'Himala' })
    const reviewed = `/movies/title/${first.hash}/${first.slug}`
    const untouched = `/movies/title/${second.hash}/${second.slug}`
    const visitB = async (pathname: string) => {
      const res = await b.request(pathname)
      return { cache: res.headers.get('x-page-cache'), html: await res.text() }
    }
    for (const page of [reviewed, untouched]) await visitB(page)
    for (const page of [reviewed, untouched]) expect((await visitB(page)).cache).toBe('hit')

    const writer = await signedInUser(a, { username: 'cora_reviews' })
    const review = { postType: 'review', contentTypeId: 2, externalContentId: String(first.id), title: 'A musical marvel', content: 'Sing along.', rating: 5 }
    const res = await a.request('/api/posts', { method: 'POST', headers: { 'Content-Type': 'application/json', ...writer.headers }, body: JSON.stringify(review) })
    expect(res.status).toBe(201)
    const written = Date.now()
    const pagesB = namedCache(dbB, 'pages', {})
    // The message takes a millisecond or two; the bound is for a loaded machine.
    while (pagesB.keys().includes(reviewed) && Date.now() - written < 5000) await new Promise((resolve) => setImmediate(resolve))
    expect(pagesB.keys()).not.toContain(reviewed)
    expect(pagesB.keys()).toContain(untouched)

    const page = await visitB(reviewed)
    expect(page.cache).toBe('miss')
    expect(page.html).toContain('<li>A musical marvel</li>')
    expect((await visitB(untouched)).cache).toBe('hit')
  })
})
