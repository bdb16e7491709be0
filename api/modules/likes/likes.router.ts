import Router from '@koa/router'
import type { Context } from 'koa'
import { LIKE_MESSAGES, type LikeTarget } from '../../contracts/likes-rules.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { idempotent } from '../../middlewares/idempotency.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { likesService } from './likes.service.ts'

/**
 * Likes of doc 3 §7, each with the form the reference uses: POST likes and DELETE unlikes posts,
 * movies, places (note `/likes`), restaurants; festivals, events and profiles take one POST that
 * toggles. GET …/likes answers the count and the caller's state. Writes take an Idempotency-Key
 * (the offline queue's replays). Articles keep their routes in the articles router, on this service.
 */
export function likesRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const likes = likesService(deps)
  const router = new Router<AppState>()
  const key = (ctx: Context) => (ctx as Context & { params: Record<string, string> }).params.id ?? ''
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store')
  const readHeaders = (ctx: Context) => ctx.set('Cache-Control', 'private, no-cache')

  const routes: { target: LikeTarget; path: string; form: 'set' | 'toggle'; message: string }[] = [
    { target: 'post', path: '/api/posts/:id/like', form: 'set', message: LIKE_MESSAGES.loginRequiredPosts },
    { target: 'movie', path: '/api/movies/:id/like', form: 'set', message: LIKE_MESSAGES.loginRequired },
    { target: 'place', path: '/api/places/:id/likes', form: 'set', message: LIKE_MESSAGES.loginRequired },
    { target: 'restaurant', path: '/api/restaurants/:id/like', form: 'set', message: LIKE_MESSAGES.loginRequired },
    { target: 'festival', path: '/api/festivals/:id/like', form: 'toggle', message: LIKE_MESSAGES.loginRequired },
    { target: 'event', path: '/api/events/:id/like', form: 'toggle', message: LIKE_MESSAGES.loginRequired },
    { target: 'profile', path: '/api/profiles/:id/like', form: 'toggle', message: LIKE_MESSAGES.loginRequired },
  ]

  for (const { target, path, form, message } of routes) {
    if (form === 'set') {
      router.post<SignedInState>(path, auth(message), idempotent(deps), async (ctx) => {
        noStore(ctx)
        ctx.body = await likes.like(ctx.state.user, target, key(ctx))
      })
      router.delete<SignedInState>(path, auth(message), idempotent(deps), async (ctx) => {
        noStore(ctx)
        ctx.body = await likes.unlike(ctx.state.user, target, key(ctx))
      })
    } else {
      router.post<SignedInState>(path, auth(message), idempotent(deps), async (ctx) => {
        noStore(ctx)
        ctx.body = await likes.toggle(ctx.state.user, target, key(ctx))
      })
    }
  }

  // Reads: GET /api/places/{id}/likes has doc 3 §7's { count, likes[userId] }; the others the Like result.
  router.get('/api/places/:id/likes', async (ctx) => {
    readHeaders(ctx)
    ctx.body = await likes.placeLikes(ctx.state.user, key(ctx))
  })
  const reads: [LikeTarget, string][] = [
    ['post', '/api/posts/:id/likes'],
    ['movie', '/api/movies/:id/likes'],
    ['restaurant', '/api/restaurants/:id/likes'],
    ['festival', '/api/festivals/:id/likes'],
    ['event', '/api/events/:id/likes'],
    ['profile', '/api/profiles/:id/likes'],
  ]
  for (const [target, path] of reads) {
    router.get(path, async (ctx) => {
      readHeaders(ctx)
      ctx.body = await likes.get(ctx.state.user, target, key(ctx))
    })
  }

  return router
}
