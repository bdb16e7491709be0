/**
 * Which reads depend on who asks (issue 36, decision 049). The server renders public pages as a visitor and hands
 * its answers to the browser, which asks again, once it knows who is signed in, every read listed in
 * api/contracts/viewer-reads.ts. This file keeps that list whole: it walks the composed router (`apiRouter`), sends
 * every GET route of the API a visitor's request on the demo data, and notes which handlers read `ctx.state.user`
 * (a getter on the request's state, credited to the route running at the time). A route that reads the user and is
 * not listed fails, and so does an entry that names no such route. A route whose handler this file cannot reach
 * (an error before it would read the user) fails too, until it gets a sample address below or a reason.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/app.ts'
import { ACCOUNT_READ, isViewerRead, routePattern, VIEWER_READS } from '../../api/contracts/viewer-reads.ts'
import { currentUser } from '../../api/middlewares/current-user.ts'
import { errorHandler } from '../../api/middlewares/error-handler.ts'
import { requestContext } from '../../api/middlewares/request-context.ts'
import type { AppState } from '../../api/types.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp } from '../support/test-app.ts'

const app = await startTestApp({ env: { WIDGETS_PROVIDER: 'demo', IMAGE_PROXY_HOSTS: 'images.viewer-reads.invalid', IMAGE_PROXY_TIMEOUT_MS: '500' } })
const db = app.deps.db
await seedDatabase(db, { now: app.deps.clock.now() })

// ---- The router, with the user's reads noted -------------------------------------------------------

const router = apiRouter(app.deps)
/** Routes (as registered) whose handlers read ctx.state.user during the request being traced. */
const readers = new Set<string>()

// The app's own chain up to the routers (request state, error shape, the user), then the tracer right before them:
// the user is read through a getter that credits the route the router is running (it sets _matchedRoute per layer).
const koa = new Koa<AppState>()
koa.keys = [app.deps.config.secrets.sessionSecret]
koa.use(requestContext(app.deps.logger))
koa.use(errorHandler())
koa.use(currentUser(app.deps))
koa.use(async (ctx, next) => {
  let user = ctx.state.user
  Object.defineProperty(ctx.state, 'user', {
    configurable: true,
    enumerable: true,
    get: () => {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute
      if (route) readers.add(route)
      return user
    },
    set: (value: AppState['user']) => void (user = value),
  })
  await next()
})
koa.use(router.routes())
const server = http.createServer(koa.callback())
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await app.close()
})

/** Every GET route of the API as the router registers it. */
const getRoutes = [
  ...new Set(
    router.stack
      .filter((layer) => layer.methods.includes('GET') && typeof layer.path === 'string' && (layer.path as string).startsWith('/api/'))
      .map((layer) => layer.path as string),
  ),
]

// ---- Addresses that reach each handler --------------------------------------------------------------

const json = async <T,>(path: string) => (await (await app.request(path)).json()) as T
const first = <T,>(list: { data: T[] }) => list.data[0]!
const reviewer = await db.user.findFirstOrThrow({ where: { posts: { some: { postType: 'review' } } } })
const review = await db.post.findFirstOrThrow({ where: { postType: 'review' } })
const event = await db.event.findFirstOrThrow({ where: { status: 'published' } })
const festival = await db.festival.findFirstOrThrow({})
const article = await db.article.findFirstOrThrow({ where: { status: 'publish' } })
const author = await db.author.findFirstOrThrow({})
const movie = await db.movie.findFirstOrThrow({ where: { status: 'nowShowing' } })
const network = await db.streamingNetwork.findFirstOrThrow({})
const show = await db.tvShow.findFirstOrThrow({})
const channel = await db.tvChannel.findFirstOrThrow({})
const place = await db.place.findFirstOrThrow({})
const restaurant = first(await json<{ data: { id: number | string }[] }>('/api/restaurants'))

/** A value for each path parameter name; `:id` is 1, which the demo data has for every kind of thing. */
const PARAMS: Record<string, string> = {
  id: '1',
  username: reviewer.username,
  idOrUsername: reviewer.username,
  userId: String(reviewer.id),
  hashId: review.hashId,
  hash: movie.hash,
  contentTypeId: String(review.contentTypeId),
  externalContentId: review.externalContentId,
  slug: event.slug,
  slugOrId: '1',
  idOrSlug: channel.slug,
  theaterId: '1',
  movieId: String(movie.id),
  scheduleId: '1',
  type: 'place',
}

/** Routes whose address needs more than PARAMS: another kind of slug, or a query. */
const SAMPLE_ADDRESSES: Record<string, string> = {
  '/api/articles/slug/:slug': `/api/articles/slug/${article.slug}`,
  '/api/authors/:slug': `/api/authors/${author.slug}`,
  '/api/festivals/:slug': `/api/festivals/${festival.slug}`,
  '/api/movies/slug/:slug': `/api/movies/slug/${(await json<{ slug?: string }>(`/api/movies/hash/${movie.hash}`)).slug ?? movie.slug}`,
  '/api/restaurants/:id': `/api/restaurants/${restaurant.id}`,
  '/api/tv/networks/:idOrSlug': `/api/tv/networks/${network.slug}`,
  '/api/tv/shows/:idOrSlug': `/api/tv/shows/${show.slug}`,
  '/api/related-content/:type/:id': `/api/related-content/place/${place.slug}`,
  '/api/movies/nearby-malls': '/api/movies/nearby-malls?latitude=14.55&longitude=121.02',
  '/api/search': '/api/search?q=manila',
  '/api/seo/overrides': '/api/seo/overrides?path=%2F',
  '/api/redirect-to-movie': `/api/redirect-to-movie?id=${movie.id}`,
}

/**
 * GET routes this file does not reach, and why that is safe: none is a read the browser's query cache holds
 * (they answer with a redirect, an image or a provider's page).
 */
const NOT_REACHED: Record<string, string> = {
  '/api/auth/google': 'sign-in redirect; Google is not configured here',
  '/api/auth/google/callback': 'sign-in redirect; Google is not configured here',
  '/api/auth/facebook': 'sign-in redirect; Facebook is not configured here',
  '/api/auth/facebook/callback': 'sign-in redirect; Facebook is not configured here',
  '/api/image-proxy': 'an image fetched from another site',
  '/api/ads/click/:id': 'a redirect to an advertiser (the demo data has no house ad)',
  '/api/test-payment-provider/:provider/pay': "the test payment provider's page, for a checkout in progress",
  '/api/test-payment-provider/:provider/complete': "the test payment provider's redirect, for a checkout in progress",
}

const addressOf = (route: string) => SAMPLE_ADDRESSES[route] ?? route.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? '1')

/** Route → status of a visitor's request. */
const statuses = new Map<string, number>()
beforeAll(async () => {
  // One at a time: the getter credits whichever route is running, and the demo data is shared.
  for (const route of getRoutes) {
    const response = await fetch(base + addressOf(route), { redirect: 'manual' })
    await response.arrayBuffer()
    statuses.set(route, response.status)
  }
}, 120_000)

// ---- The checks ----------------------------------------------------------------------------------

const isWildcard = (entry: string) => entry.endsWith('/*')

describe('the reads that depend on who asks (api/contracts/viewer-reads.ts)', () => {
  it('reaches the handler of every GET route of the API (an answer, a refusal of visitors, or a read of the user)', () => {
    expect(getRoutes.length).toBeGreaterThan(100)
    const unreached = getRoutes
      .filter((route) => !Object.hasOwn(NOT_REACHED, route))
      .filter((route) => {
        const status = statuses.get(route)!
        return !readers.has(route) && !(status < 400 || status === 401 || status === 403)
      })
      .map((route) => `${route} (${statuses.get(route)} at ${addressOf(route)})`)
    expect(unreached, 'give these routes an address in SAMPLE_ADDRESSES (or a reason in NOT_REACHED)').toEqual([])
    expect(Object.keys(NOT_REACHED).filter((route) => !getRoutes.includes(route)), 'NOT_REACHED names routes that are gone').toEqual([])
  })

  it('lists every GET route whose handler reads the user, the account itself aside', () => {
    expect(readers.has(ACCOUNT_READ)).toBe(true)
    // The route patterns themselves are paths: a `:name` segment matches the pattern's one-segment wildcard.
    const unlisted = [...readers].filter((route) => route !== ACCOUNT_READ && !isViewerRead(route))
    expect(unlisted, 'add these routes to VIEWER_READS in api/contracts/viewer-reads.ts').toEqual([])
    expect(isViewerRead(ACCOUNT_READ)).toBe(false)
  })

  it('names no route that does not read the user', () => {
    const stale = VIEWER_READS.filter((entry) =>
      isWildcard(entry) ? ![...readers].some((route) => routePattern(entry).test(route)) : !getRoutes.includes(entry) || !readers.has(entry),
    )
    expect(stale).toEqual([])
  })

  it('has caught what the issue names: likes on reviews, follows, own review, notify-me, events, daily challenge, article likes', () => {
    for (const route of [
      '/api/posts/content/:contentTypeId/:externalContentId',
      '/api/users/profile/:username',
      '/api/users/:idOrUsername/activities',
      '/api/articles/:id/likes',
      '/api/events/:slug',
      '/api/daily-challenge',
      '/api/movies/:id/notifications/check',
    ]) {
      expect(readers.has(route), route).toBe(true)
    }
  })

  it("answers a signed-in person with their own state, where a visitor's answer says nothing of it", async () => {
    const { user, headers } = await signedInUser(app, { username: 'viewer_reads_fan' })
    const like = await app.request(`/api/posts/${review.id}/like`, { method: 'POST', headers: { ...headers, Origin: new URL(app.deps.config.publicUrl).origin } })
    expect(like.status).toBe(200)
    const path = `/api/posts/content/${review.contentTypeId}/${encodeURIComponent(review.externalContentId)}`
    const hasLiked = async (init?: RequestInit) =>
      ((await (await app.request(path, init)).json()) as { data: { id: number; hasLiked: boolean }[] }).data.find((post) => post.id === review.id)?.hasLiked
    expect(await hasLiked()).toBe(false)
    expect(await hasLiked({ headers })).toBe(true)
    expect(isViewerRead(path)).toBe(true)
    expect(user.id).toBeGreaterThan(0)
  })
})

describe('isViewerRead', () => {
  it('matches a query key’s path with its parameters filled, with or without a query string', () => {
    expect(isViewerRead('/api/posts/content/2/15')).toBe(true)
    expect(isViewerRead('/api/posts/content/1/caf%C3%A9')).toBe(true)
    expect(isViewerRead('/api/users/maria/activities?limit=20')).toBe(true)
    expect(isViewerRead('/api/users/profile/maria')).toBe(true)
    expect(isViewerRead('/api/admin/users/3')).toBe(true)
    expect(isViewerRead('/api/user/privacy')).toBe(true)
  })

  it('leaves out the account, the public reads and anything that is not an API path', () => {
    expect(isViewerRead('/api/user')).toBe(false)
    expect(isViewerRead('/api/admin')).toBe(false)
    expect(isViewerRead('/api/movies/now-showing')).toBe(false)
    expect(isViewerRead('/api/posts/content/2')).toBe(false)
    expect(isViewerRead('/api/users/maria/followers/extra')).toBe(false)
    expect(isViewerRead(['movies', 3])).toBe(false)
    expect(isViewerRead('movies')).toBe(false)
    expect(isViewerRead(undefined)).toBe(false)
  })
})
