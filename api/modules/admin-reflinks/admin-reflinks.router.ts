import Router from '@koa/router'
import { ReflinkArticlesQuery, ReflinkCreate, ReflinkParams, ReflinkPreviewRequest, ReflinkUpdate } from '../../contracts/admin-reflinks.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminReflinksService } from './admin-reflinks.service.ts'

type WithId = SignedInState & Validated<{ params: typeof ReflinkParams }>

/**
 * Article reflinks (issue 15, decision 033), admins only: the rules with the articles each touches, create,
 * edit (and enable/disable), delete, and a preview of an article with the rules applied. Every write is
 * audited in its own transaction and drops the cached rules (api/cache/reflinks-cache.ts). Fixed paths come before /:id.
 */
export function adminReflinksRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const reflinks = adminReflinksService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get<SignedInState>('/api/admin/reflinks', admin, async (ctx) => {
    ctx.body = await reflinks.list()
  })

  router.post<SignedInState & Validated<{ body: typeof ReflinkCreate }>>('/api/admin/reflinks', admin, validate({ body: ReflinkCreate }), async (ctx) => {
    ctx.status = 201
    ctx.body = await reflinks.create(ctx.state, ctx.state.body)
  })

  router.get<SignedInState & Validated<{ query: typeof ReflinkArticlesQuery }>>('/api/admin/reflinks/articles', admin, validate({ query: ReflinkArticlesQuery }), async (ctx) => {
    ctx.body = await reflinks.articles(ctx.state.query.q)
  })

  router.post<SignedInState & Validated<{ body: typeof ReflinkPreviewRequest }>>('/api/admin/reflinks/preview', admin, validate({ body: ReflinkPreviewRequest }), async (ctx) => {
    ctx.body = await reflinks.preview(ctx.state.body)
  })

  router.get<WithId>('/api/admin/reflinks/:id', admin, validate({ params: ReflinkParams }), async (ctx) => {
    ctx.body = await reflinks.get(ctx.state.params.id)
  })

  router.patch<SignedInState & Validated<{ params: typeof ReflinkParams; body: typeof ReflinkUpdate }>>(
    '/api/admin/reflinks/:id',
    admin,
    validate({ params: ReflinkParams, body: ReflinkUpdate }),
    async (ctx) => {
      ctx.body = await reflinks.update(ctx.state, ctx.state.params.id, ctx.state.body)
    },
  )

  router.delete<WithId>('/api/admin/reflinks/:id', admin, validate({ params: ReflinkParams }), async (ctx) => {
    ctx.body = await reflinks.remove(ctx.state, ctx.state.params.id)
  })

  return router
}
