import Router from '@koa/router'
import { AdminEventBody, AdminEventParams, AdminEventReason, AdminEventsQuery, EVENT_IMPORT_PATH, EventImportRequest } from '../../contracts/admin-events.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminEventsService, type EventTransition } from './admin-events.service.ts'

type WithId = SignedInState & Validated<{ params: typeof AdminEventParams }>
type WithIdAnd<B extends AdminBody> = SignedInState & Validated<{ params: typeof AdminEventParams; body: B }>
type AdminBody = typeof AdminEventBody | typeof AdminEventReason

/**
 * Admin events (issue 15, decision 029), admins only: the list with its filters, create, edit, publish,
 * unpublish, approve, reject, delete, and the CSV / iCalendar import (preview = dryRun). Every write is
 * audited in its own transaction (api/modules/audit). Fixed paths come before /:id.
 */
export function adminEventsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router<AppState> {
  const events = adminEventsService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get<SignedInState & Validated<{ query: typeof AdminEventsQuery }>>('/api/admin/events', admin, validate({ query: AdminEventsQuery }), async (ctx) => {
    ctx.body = await events.list(ctx.state.query)
  })

  router.post<SignedInState & Validated<{ body: typeof EventImportRequest }>>(EVENT_IMPORT_PATH, admin, validate({ body: EventImportRequest }), async (ctx) => {
    ctx.body = await events.importEvents(ctx.state, ctx.state.body)
  })

  router.post<SignedInState & Validated<{ body: typeof AdminEventBody }>>('/api/admin/events', admin, validate({ body: AdminEventBody }), async (ctx) => {
    ctx.status = 201
    ctx.body = await events.create(ctx.state, ctx.state.body)
  })

  router.get<WithId>('/api/admin/events/:id', admin, validate({ params: AdminEventParams }), async (ctx) => {
    ctx.body = await events.get(ctx.state.params.id)
  })

  router.put<WithIdAnd<typeof AdminEventBody>>('/api/admin/events/:id', admin, validate({ params: AdminEventParams, body: AdminEventBody }), async (ctx) => {
    ctx.body = await events.update(ctx.state, ctx.state.params.id, ctx.state.body)
  })

  for (const action of ['publish', 'unpublish', 'approve', 'reject'] as const satisfies EventTransition[]) {
    router.post<WithIdAnd<typeof AdminEventReason>>(`/api/admin/events/:id/${action}`, admin, validate({ params: AdminEventParams, body: AdminEventReason }), async (ctx) => {
      ctx.body = await events.transition(ctx.state, ctx.state.params.id, action, ctx.state.body.reason)
    })
  }

  router.delete<WithIdAnd<typeof AdminEventReason>>('/api/admin/events/:id', admin, validate({ params: AdminEventParams, body: AdminEventReason }), async (ctx) => {
    ctx.body = await events.remove(ctx.state, ctx.state.params.id, ctx.state.body.reason)
  })

  return router
}
