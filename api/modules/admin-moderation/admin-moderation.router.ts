import Router from '@koa/router'
import { BulkBody, HideBody, ModerationIdParams, ModerationQuery, NoteBody } from '../../contracts/admin-moderation.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminModerationService } from './admin-moderation.service.ts'

type Params = { params: typeof ModerationIdParams }

/**
 * The moderation queues of /admin/reviews and /admin/comments (issue 15, decision 027): the queue
 * (reported first, then newest, with filters), hide with a reason, restore, delete, dismiss reports,
 * and the same actions in bulk. Moderators and administrators; every write is audited.
 */
export function adminModerationRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const service = adminModerationService(deps)
  const router = new Router<AppState>()

  router.get<SignedInState & Validated<{ query: typeof ModerationQuery }>>('/api/admin/posts', requireRole('moderator'), validate({ query: ModerationQuery }), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store')
    ctx.body = await service.list(ctx.state.query)
  })

  router.post<SignedInState & Validated<{ body: typeof BulkBody }>>('/api/admin/posts/bulk', requireRole('moderator'), validate({ body: BulkBody }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await service.bulk(ctx.state, ctx.state.body)
  })

  router.post<SignedInState & Validated<Params & { body: typeof HideBody }>>(
    '/api/admin/posts/:id/hide',
    requireRole('moderator'),
    validate({ params: ModerationIdParams, body: HideBody }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await service.hide(ctx.state, ctx.state.params.id, ctx.state.body.reason)
    },
  )

  // The actions whose body is an optional note: one shape, one handler each.
  const noted = [
    ['post', '/api/admin/posts/:id/restore', service.restore],
    ['post', '/api/admin/posts/:id/dismiss-reports', service.dismiss],
    ['delete', '/api/admin/posts/:id', service.remove],
  ] as const
  for (const [method, path, action] of noted) {
    router[method]<SignedInState & Validated<Params & { body: typeof NoteBody }>>(path, requireRole('moderator'), validate({ params: ModerationIdParams, body: NoteBody }), async (ctx) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await action(ctx.state, ctx.state.params.id, ctx.state.body.reason)
    })
  }

  return router
}
