import Router from '@koa/router'
import Koa from 'koa'
import compress from 'koa-compress'
import { constants as zlib } from 'node:zlib'
import { attachCacheBus } from './cache/cache-bus.ts'
import { hotReads } from './cache/hot-reads.ts'
import { EVENT_IMPORT_BODY_LIMIT, EVENT_IMPORT_PATH } from './contracts/admin-events-rules.ts'
import { MethodNotAllowed, NotFound } from './errors.ts'
import { currentUser } from './middlewares/current-user.ts'
import { errorHandler } from './middlewares/error-handler.ts'
import { jsonBody } from './middlewares/json-body.ts'
import { requestContext } from './middlewares/request-context.ts'
import { requestTarget } from './middlewares/request-target.ts'
import { sameOrigin } from './middlewares/same-origin.ts'
import { documentPolicy, securityHeaders } from './middlewares/security-headers.ts'
import { adminEventsRouter } from './modules/admin-events/admin-events.router.ts'
import { adminDashboardRouter } from './modules/admin-dashboard/admin-dashboard.router.ts'
import { serverErrorCounter } from './modules/admin-dashboard/error-counter.ts'
import { articlesRouter } from './modules/articles/articles.router.ts'
import { authRouter } from './modules/auth/auth.router.ts'
import { accountRouter } from './modules/account/account.router.ts'
import { passwordResetRouter } from './modules/account/password-reset.router.ts'
import { accountSecurityRouter } from './modules/account/account-security.router.ts'
import { emailConfirmationRouter } from './modules/auth/email-confirmation.router.ts'
import { oauthRouter } from './modules/auth/oauth.router.ts'
import { eventsRouter } from './modules/events/events.router.ts'
import { healthRouter } from './modules/health/health.router.ts'
import { imageProxyRouter } from './modules/media/image-proxy.router.ts'
import { mediaRouter } from './modules/images/images.router.ts'
import { mallsRouter } from './modules/malls/malls.router.ts'
import { notificationsRouter } from './modules/notifications/notifications.router.ts'
import { releaseAlertsRouter } from './modules/notifications/release-alerts.router.ts'
import { adminUsersRouter } from './modules/admin-users/admin-users.router.ts'
import { pushRouter } from './modules/push/push.router.ts'
import { movieHotReads, moviesRouter } from './modules/movies/movies.router.ts'
import { placesRouter } from './modules/places/places.router.ts'
import { restaurantsRouter } from './modules/restaurants/restaurants.router.ts'
import { searchRouter } from './modules/search/search.router.ts'
import { theaterHotReads, theatersRouter } from './modules/theaters/theaters.router.ts'
import { theatersService } from './modules/theaters/theaters.service.ts'
import { tvHotReads, tvRouter } from './modules/tv/tv.router.ts'
import { adminStreamingRouter } from './modules/tv/admin-streaming.router.ts'
import { userRouter } from './modules/user/user.router.ts'
import { activitiesRouter } from './modules/activities/activities.router.ts'
import { adminModerationRouter } from './modules/admin-moderation/admin-moderation.router.ts'
import { privacyRouter } from './modules/privacy/privacy.router.ts'
import { followsRouter } from './modules/follows/follows.router.ts'
import { likesRouter } from './modules/likes/likes.router.ts'
import { postHotReads, postsRouter } from './modules/posts/posts.router.ts'
import { usersRouter } from './modules/users/users.router.ts'
import { dailyChallengeRouter } from './modules/daily-challenge/daily-challenge.router.ts'
import { exploreRouter } from './modules/explore/explore.router.ts'
import { feedRouter } from './modules/feed/feed.router.ts'
import { widgetsRouter } from './modules/widgets/widgets.router.ts'
import { adminSystemRouter } from './modules/admin-system/admin-system.router.ts'
import { httpMetrics, systemMonitor } from './modules/admin-system/monitor.ts'
import { analyticsRouter } from './modules/analytics/analytics.router.ts'
import { auditLogRouter } from './modules/audit/audit-log.router.ts'
import { adminReflinksRouter } from './modules/admin-reflinks/admin-reflinks.router.ts'
import { seoRouter } from './modules/seo/seo.router.ts'
import { siteScriptsRouter } from './modules/site-scripts/site-scripts.router.ts'
import { adsRouter } from './modules/ads/ads.router.ts'
import { adminTicketsRouter } from './modules/admin-tickets/admin-tickets.router.ts'
import { paymentsRouter } from './modules/payments/payments.router.ts'
import { ticketInfoRouter } from './modules/tickets/ticket-info.router.ts'
import { ticketsRouter } from './modules/tickets/tickets.router.ts'
import { serveApp } from './static.ts'
import { pageRenderer, pagesFollowWrites } from './ssr.ts'
import type { AppDeps, AppState } from './types.ts'

/** Methods the static app (api/static.ts) answers on the paths no router owns. */
const STATIC_APP_METHODS = ['GET', 'HEAD']

/**
 * The one parent router every module router is mounted on. Exported so that tests can list every route
 * it registers (tests/api/route-fuzz.test.ts walks `router.stack`), including routes added later.
 */
export function apiRouter(deps: AppDeps): Router<AppState> {
  const api = new Router<AppState>()
  const modules = [
    healthRouter(deps),
    userRouter(),
    authRouter(deps),
    emailConfirmationRouter(deps),
    accountRouter(deps),
    privacyRouter(deps),
    passwordResetRouter(deps),
    accountSecurityRouter(deps),
    oauthRouter(deps),
    searchRouter(deps),
    mediaRouter(deps),
    imageProxyRouter(deps),
    mallsRouter(deps),
    restaurantsRouter(deps),
    moviesRouter(deps, theatersService(deps)),
    theatersRouter(deps),
    tvRouter(deps),
    articlesRouter(deps),
    placesRouter(deps),
    eventsRouter(deps),
    widgetsRouter(deps),
    pushRouter(deps),
    notificationsRouter(deps),
    releaseAlertsRouter(deps),
    postsRouter(deps),
    likesRouter(deps),
    followsRouter(deps),
    activitiesRouter(deps),
    usersRouter(deps),
    dailyChallengeRouter(deps),
    feedRouter(deps),
    exploreRouter(deps),
    adminSystemRouter(deps),
    auditLogRouter(deps),
    adminModerationRouter(deps),
    adminUsersRouter(deps),
    adminEventsRouter(deps),
    adminStreamingRouter(deps),
    adminDashboardRouter(deps),
    adminReflinksRouter(deps),
    seoRouter(deps),
    siteScriptsRouter(deps),
    analyticsRouter(deps),
    adsRouter(deps),
    ticketsRouter(deps),
    paymentsRouter(deps),
    adminTicketsRouter(deps),
    ticketInfoRouter(deps),
  ]
  for (const router of modules) api.use(router.routes())
  return api
}

/**
 * Builds the Koa application from its dependencies. It does not listen: api/main.ts does,
 * and tests call `app.callback()` on a port of their own.
 */
export function createApp(deps: AppDeps): Koa<AppState> {
  // Behind one trusted proxy, the client is the address that proxy appended to X-Forwarded-For (the last
  // one); whatever the client wrote before it is its own claim and would let it pick a new address per request.
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy, maxIpsCount: 1 })
  app.silent = true // errors are logged by the error handler with their request id
  // Keys for signed cookies (e.g. the OAuth state cookie); session cookies carry a random token instead.
  app.keys = [deps.config.secrets.sessionSecret]
  // Several processes: cache invalidations travel through Redis (decision 026).
  if (deps.redis) attachCacheBus(deps.db, deps.redis, deps.logger)

  app.use(requestContext(deps.logger))
  // Requests counted by route and status for /metrics; the memory sampler starts here (decision 030).
  app.use(httpMetrics(systemMonitor(deps)))
  // 5xx answers are counted per day for the admin dashboard (decision 031).
  app.use(errorHandler({ onServerError: serverErrorCounter(deps) }))
  const https = deps.config.publicUrl.startsWith('https:')
  app.use(securityHeaders({ https }))
  // Paths and query strings no database could store (bad percent-encoding, NUL) stop here (decision 016).
  app.use(requestTarget())
  // Cached answers of the hot reads (showtimes, movie lists, nearby cinemas, visitors' reviews lists) leave here (decisions 006, 019).
  app.use(hotReads([...theaterHotReads(deps), ...movieHotReads(deps, theatersService(deps)), ...postHotReads(deps), ...tvHotReads(deps)]))
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: { level: 6 },
    }),
  )
  app.use(sameOrigin(deps.config.publicUrl))
  // The event import carries a whole CSV or iCalendar file inside its JSON body (decision 029).
  const bodies = jsonBody()
  const importBodies = jsonBody(EVENT_IMPORT_BODY_LIMIT)
  app.use((ctx, next) => (ctx.path === EVENT_IMPORT_PATH ? importBodies : bodies)(ctx, next))
  app.use(currentUser(deps))
  // A successful write through the API drops the rendered pages that show what it changed (decisions 040, 043).
  app.use(pagesFollowWrites(deps.db, deps.logger))

  // Unknown /api/* paths are JSON 404s (never the app's HTML), and a wrong method on a known path a
  // JSON 405 with Allow: this wraps the routers and turns their bodiless answers into our error shape.
  // A method the router does not implement at all (TRACE, PROPFIND ...) is a 405 too, not the router's
  // 501: with the path's own Allow on a route, `GET, HEAD` on the static app.
  app.use(async (ctx, next) => {
    await next()
    if (ctx.body != null) return
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/')
    if (ctx.status === 501) {
      const allow = ctx.response.get('Allow') || (isApi ? '' : STATIC_APP_METHODS.join(', '))
      ctx.remove('Allow')
      if (!allow) throw NotFound(`No API route for ${ctx.method} ${ctx.path}`, 'ROUTE_NOT_FOUND')
      throw MethodNotAllowed(allow.split(/,\s*/))
    }
    if (!isApi) return
    if (ctx.status === 404) throw NotFound(`No API route for ${ctx.method} ${ctx.path}`, 'ROUTE_NOT_FOUND')
    if (ctx.status === 405) throw MethodNotAllowed(ctx.response.get('Allow').split(/,\s*/))
  })

  // One parent router, so that a wrong method on any known path is a 405 with Allow.
  const api = apiRouter(deps)
  app.use(api.routes())
  app.use(api.allowedMethods())

  const policy = documentPolicy({ https })
  const pages = pageRenderer({
    distDir: deps.config.distDir,
    db: deps.db,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    documentPolicy: policy,
    body: deps.config.ssrPageBody,
  })
  app.use(serveApp(deps.config.distDir, { documentPolicy: policy, pages }))
  return app
}
