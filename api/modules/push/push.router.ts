import Router from '@koa/router'
import {
  PushSubscriptionCreate,
  PushSubscriptionDelete,
  type PushPublicKeyResponse,
  type PushSubscriptionResponse,
} from '../../contracts/push.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { hashToken, readSessionToken } from '../auth/sessions.ts'
import { pushSubscriptionsService } from './push-subscriptions.service.ts'

/**
 * Web push subscriptions (issue 7): the VAPID public key, and the signed-in user's subscriptions. A
 * subscription is tied to the session it was made in, so logging out on that device deletes it (by cascade
 * when the session row goes); the page may also DELETE it explicitly.
 */
export function pushRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router<AppState> {
  const subscriptions = pushSubscriptionsService(deps)
  const router = new Router<AppState>()

  router.get('/api/push/public-key', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = { publicKey: subscriptions.publicKey() } satisfies PushPublicKeyResponse
  })

  router.post<SignedInState & Validated<{ body: typeof PushSubscriptionCreate }>>(
    '/api/push/subscriptions',
    auth(),
    validate({ body: PushSubscriptionCreate }),
    async (ctx) => {
      const token = readSessionToken(ctx, deps)
      const userAgent = ctx.get('User-Agent').slice(0, 300) || null
      const { created } = await subscriptions.subscribe(ctx.state.user, token ? hashToken(token) : null, ctx.state.body, userAgent)
      ctx.status = created ? 201 : 200
      ctx.body = { endpoint: ctx.state.body.endpoint, subscribed: true } satisfies PushSubscriptionResponse
    },
  )

  router.delete<SignedInState & Validated<{ body: typeof PushSubscriptionDelete }>>(
    '/api/push/subscriptions',
    auth(),
    validate({ body: PushSubscriptionDelete }),
    async (ctx) => {
      await subscriptions.unsubscribe(ctx.state.user, ctx.state.body.endpoint)
      ctx.body = { endpoint: ctx.state.body.endpoint, subscribed: false } satisfies PushSubscriptionResponse
    },
  )

  return router
}
