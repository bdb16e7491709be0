import Router from '@koa/router'
import { InboxQuery, MovieNotificationCreate, NOTIFICATION_MESSAGES, NotificationIdParams } from '../../contracts/notifications.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { notificationsService } from './notifications.service.ts'

type WithId = SignedInState & Validated<{ params: typeof NotificationIdParams }>

/**
 * Movie-release alerts (doc 2 §7: Notify Me, check, cancel), the user's tracking list and the inbox
 * (doc 3 §7). `/api/movies/{id}/…` take a movie id; `/api/notifications/{id}` an inbox item id. Answers are
 * private and never cached. POST and DELETE of an alert honour Idempotency-Key (offline replays, issue 6).
 */
export function notificationsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const notifications = notificationsService(deps)
  const router = new Router<AppState>()
  const alertsAuth = auth(NOTIFICATION_MESSAGES.authRequired)
  const inboxAuth = auth(NOTIFICATION_MESSAGES.viewLoginRequired)

  router.use(async (ctx, next) => {
    await next()
    if (ctx.path.startsWith('/api/notifications') || /^\/api\/movies\/[^/]+\/notifications/.test(ctx.path))
      ctx.set('Cache-Control', 'private, no-store')
  })

  router.get<WithId>('/api/movies/:id/notifications/check', alertsAuth, validate({ params: NotificationIdParams }), async (ctx) => {
    ctx.body = await notifications.check(ctx.state.user, ctx.state.params.id)
  })

  router.post<SignedInState & Validated<{ params: typeof NotificationIdParams; body: typeof MovieNotificationCreate }>>(
    '/api/movies/:id/notifications',
    alertsAuth,
    idempotent(deps),
    validate({ params: NotificationIdParams, body: MovieNotificationCreate }),
    async (ctx) => {
      const { created, body } = await notifications.create(ctx.state.user, ctx.state.params.id, ctx.state.body)
      ctx.status = created ? 201 : 200
      ctx.body = body
    },
  )

  router.delete<WithId>(
    '/api/movies/:id/notifications',
    alertsAuth,
    idempotent(deps),
    validate({ params: NotificationIdParams }),
    async (ctx) => {
      ctx.body = await notifications.remove(ctx.state.user, ctx.state.params.id)
    },
  )

  router.get<SignedInState>('/api/notifications', inboxAuth, async (ctx) => {
    ctx.body = await notifications.list(ctx.state.user)
  })

  router.get<SignedInState & Validated<{ query: typeof InboxQuery }>>(
    '/api/notifications/inbox',
    inboxAuth,
    validate({ query: InboxQuery }),
    async (ctx) => {
      ctx.body = await notifications.inbox(ctx.state.user, ctx.state.query)
    },
  )

  router.put<WithId>('/api/notifications/:id/read', inboxAuth, validate({ params: NotificationIdParams }), async (ctx) => {
    ctx.body = await notifications.markRead(ctx.state.user, ctx.state.params.id)
  })

  router.delete<WithId>('/api/notifications/:id', inboxAuth, validate({ params: NotificationIdParams }), async (ctx) => {
    ctx.body = await notifications.deleteInbox(ctx.state.user, ctx.state.params.id)
  })

  return router
}
