import Router from '@koa/router'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { EVENT_LIMITS, EVENT_MESSAGES, EventCreate, EventsQuery } from '../../contracts/events.ts'
import { TooManyRequests } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import { createRateLimiter } from '../../rate-limiter.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { eventsService } from './events.service.ts'

/**
 * Events and festivals (spec doc 2 §3, §7; doc 3 route table): upcoming events with filters, their
 * categories, one event, festivals, and POST /api/events for signed-in users (stored pending for
 * staff review). Fixed paths come before /api/events/:slug.
 */
export function eventsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'redis' | 'config'>): Router<AppState> {
  const events = eventsService(deps)
  const router = new Router<AppState>()
  // Per user, like the sign-in limits (api/rate-limiter.ts): a spam guard, one per app (in Redis when REDIS_URL is set).
  const submissions = createRateLimiter(deps, { keyPrefix: 'event-submissions', points: EVENT_LIMITS.submissionsPerHour, duration: 60 * 60 })

  router.get('/api/events', validate({ query: EventsQuery }), async (ctx) => {
    ctx.body = await events.list(ctx.state.query)
  })

  router.get('/api/events/categories', async (ctx) => {
    ctx.body = await events.categories()
  })

  /** "Add to calendar" (decision 051): the event as an iCalendar file; published events only. */
  router.get('/api/events/:slug/calendar.ics', async (ctx) => {
    const { filename, body } = await events.calendar(ctx.params.slug ?? '')
    ctx.type = 'text/calendar; charset=utf-8'
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`)
    ctx.body = body
  })

  router.get('/api/events/:slug', async (ctx) => {
    ctx.body = await events.bySlug(ctx.params.slug ?? '', ctx.state.user)
  })

  router.post<SignedInState & Validated<{ body: typeof EventCreate }>>('/api/events', auth(), validate({ body: EventCreate }), async (ctx) => {
    try {
      await submissions.consume(String(ctx.state.user.id))
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw TooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), EVENT_MESSAGES.tooManySubmissions)
      throw rejection
    }
    ctx.status = 201
    ctx.body = await events.submit(ctx.state.user, ctx.state.body)
  })

  router.get('/api/festivals', async (ctx) => {
    ctx.body = await events.festivals()
  })

  router.get('/api/festivals/:slug', async (ctx) => {
    ctx.body = await events.festival(ctx.params.slug ?? '')
  })

  return router
}
