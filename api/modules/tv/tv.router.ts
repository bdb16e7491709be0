import Router from '@koa/router'
import type { HotRead } from '../../cache/hot-reads.ts'
import { sendCached } from '../../cache/showtimes-cache.ts'
import { ChannelListQuery, IdOrSlugParams, ShowListQuery, StreamingNotifyRequest, TV_MESSAGES, TvIdParams } from '../../contracts/tv.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { hotDate, optionalDate } from '../movies/parse-date.ts'
import { streamingNotifyService, tvService } from './tv.service.ts'

type WithIdOrSlug = AppState & Validated<{ params: typeof IdOrSlugParams }>
type WithTitle = SignedInState & Validated<{ params: typeof TvIdParams }>

const CHANNEL_SCHEDULE_PATH = /^\/api\/tv\/channels\/([a-z0-9-]{1,120})\/schedule$/

/** The channel schedule answered before routing when cached (api/cache/hot-reads.ts); misses go to the route. */
export function tvHotReads(deps: Pick<AppDeps, 'db' | 'clock'>): HotRead[] {
  const { cached } = tvService(deps)
  return [
    {
      path: CHANNEL_SCHEDULE_PATH,
      lookup: (match, query) => {
        const date = hotDate(query.date)
        return date === null ? undefined : cached.channelSchedule(match[1] ?? '', date)
      },
    },
  ]
}

/**
 * The TV guide and streaming (issue 18, decision 038): channels, schedules, on now/next, shows, networks and
 * titles (cached bodies with ETags, like showtimes), and "Tell me when it streams" (signed in, private).
 */
export function tvRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const tv = tvService(deps)
  const notify = streamingNotifyService(deps)
  const router = new Router<AppState>()
  const notifyAuth = auth(TV_MESSAGES.authRequired)

  router.get<AppState & Validated<{ query: typeof ChannelListQuery }>>('/api/tv/channels', validate({ query: ChannelListQuery }), async (ctx) => {
    sendCached(ctx, await tv.channels(ctx.state.query.kind))
  })
  router.get<WithIdOrSlug>('/api/tv/channels/:idOrSlug', validate({ params: IdOrSlugParams }), async (ctx) => {
    sendCached(ctx, await tv.channel(ctx.state.params.idOrSlug))
  })
  // The hot path: the date is read by hand (no zod), like the showtimes schedule; a bad one is 400 'Invalid Date'.
  router.get<WithIdOrSlug>('/api/tv/channels/:idOrSlug/schedule', validate({ params: IdOrSlugParams }), async (ctx) => {
    sendCached(ctx, await tv.channelSchedule(ctx.state.params.idOrSlug, optionalDate(ctx.query.date)))
  })
  router.get('/api/tv/schedules', async (ctx) => {
    sendCached(ctx, await tv.grid(optionalDate(ctx.query.date)))
  })
  router.get('/api/tv/on-now', async (ctx) => {
    sendCached(ctx, await tv.onNow())
  })
  router.get<AppState & Validated<{ query: typeof ShowListQuery }>>('/api/tv/shows', validate({ query: ShowListQuery }), async (ctx) => {
    sendCached(ctx, await tv.shows(ctx.state.query))
  })
  router.get<WithIdOrSlug>('/api/tv/shows/:idOrSlug', validate({ params: IdOrSlugParams }), async (ctx) => {
    sendCached(ctx, await tv.show(ctx.state.params.idOrSlug))
  })
  router.get('/api/tv/networks', async (ctx) => {
    sendCached(ctx, await tv.networks())
  })
  router.get<WithIdOrSlug>('/api/tv/networks/:idOrSlug', validate({ params: IdOrSlugParams }), async (ctx) => {
    sendCached(ctx, await tv.network(ctx.state.params.idOrSlug))
  })
  router.get<AppState & Validated<{ params: typeof TvIdParams }>>('/api/tv/titles/:id', validate({ params: TvIdParams }), async (ctx) => {
    sendCached(ctx, await tv.title(ctx.state.params.id))
  })

  // Tell me when it streams: private answers.
  router.use(async (ctx, next) => {
    await next()
    if (/^\/api\/tv\/titles\/[^/]+\/notifications/.test(ctx.path)) ctx.set('Cache-Control', 'private, no-store')
  })
  router.get<WithTitle>('/api/tv/titles/:id/notifications/check', notifyAuth, validate({ params: TvIdParams }), async (ctx) => {
    ctx.body = await notify.check(ctx.state.user, ctx.state.params.id)
  })
  router.post<SignedInState & Validated<{ params: typeof TvIdParams; body: typeof StreamingNotifyRequest }>>(
    '/api/tv/titles/:id/notifications',
    notifyAuth,
    idempotent(deps),
    validate({ params: TvIdParams, body: StreamingNotifyRequest }),
    async (ctx) => {
      const { created, body } = await notify.create(ctx.state.user, ctx.state.params.id, ctx.state.body)
      ctx.status = created ? 201 : 200
      ctx.body = body
    },
  )
  router.delete<WithTitle>('/api/tv/titles/:id/notifications', notifyAuth, idempotent(deps), validate({ params: TvIdParams }), async (ctx) => {
    ctx.body = await notify.remove(ctx.state.user, ctx.state.params.id)
  })

  return router
}
