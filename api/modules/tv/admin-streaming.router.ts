import Router from '@koa/router'
import { AdminStreamingShowsQuery, StreamingShowCreate, StreamingShowUpdate, TvIdParams } from '../../contracts/tv.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminStreamingService } from './admin-streaming.service.ts'

type WithId = SignedInState & Validated<{ params: typeof TvIdParams }>

/** /admin/streaming-shows (issue 18): admins only; every write audited in its transaction. */
export function adminStreamingRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const shows = adminStreamingService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get<SignedInState & Validated<{ query: typeof AdminStreamingShowsQuery }>>(
    '/api/admin/streaming-shows',
    admin,
    validate({ query: AdminStreamingShowsQuery }),
    async (ctx) => {
      ctx.body = await shows.list(ctx.state.query)
    },
  )
  router.post<SignedInState & Validated<{ body: typeof StreamingShowCreate }>>('/api/admin/streaming-shows', admin, validate({ body: StreamingShowCreate }), async (ctx) => {
    ctx.status = 201
    ctx.body = await shows.create(ctx.state, ctx.state.body)
  })
  router.get<WithId>('/api/admin/streaming-shows/:id', admin, validate({ params: TvIdParams }), async (ctx) => {
    ctx.body = await shows.get(ctx.state.params.id)
  })
  router.put<SignedInState & Validated<{ params: typeof TvIdParams; body: typeof StreamingShowUpdate }>>(
    '/api/admin/streaming-shows/:id',
    admin,
    validate({ params: TvIdParams, body: StreamingShowUpdate }),
    async (ctx) => {
      ctx.body = await shows.update(ctx.state, ctx.state.params.id, ctx.state.body)
    },
  )
  router.delete<WithId>('/api/admin/streaming-shows/:id', admin, validate({ params: TvIdParams }), async (ctx) => {
    ctx.body = await shows.remove(ctx.state, ctx.state.params.id)
  })

  return router
}
