import Router from '@koa/router'
import { AdminShowtimeParams, AdminTransactionsQuery, CinemaGroupParams, HallBody, HallCreate, HallsQuery, RefundRequest, SalesReportQuery, ShowtimeHallUpdate, TicketIdParams, TicketSettingsUpdate } from '../../contracts/tickets.ts'
import { requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { adminTicketsService } from './admin-tickets.service.ts'

/** /admin/ticket-settings (issue 17, decision 037), admins only: settings per cinema group, transactions and refunds, sales reports. */
export function adminTicketsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router<AppState> {
  const service = adminTicketsService(deps)
  const router = new Router<AppState>()
  const admin = requireRole('admin')

  router.get<SignedInState>('/api/admin/ticket-settings', admin, async (ctx) => {
    ctx.body = { status: 'success', data: await service.groups() }
  })

  router.put<SignedInState & Validated<{ params: typeof CinemaGroupParams; body: typeof TicketSettingsUpdate }>>(
    '/api/admin/ticket-settings/:group',
    admin,
    validate({ params: CinemaGroupParams, body: TicketSettingsUpdate }),
    async (ctx) => {
      ctx.body = { status: 'success', data: await service.updateSettings(ctx.state, ctx.state.params.group, ctx.state.body) }
    },
  )

  router.get<SignedInState & Validated<{ query: typeof AdminTransactionsQuery }>>('/api/admin/ticket-transactions', admin, validate({ query: AdminTransactionsQuery }), async (ctx) => {
    ctx.body = await service.transactions(ctx.state.query)
  })

  router.post<SignedInState & Validated<{ params: typeof TicketIdParams; body: typeof RefundRequest }>>(
    '/api/admin/ticket-transactions/:id/refund',
    admin,
    validate({ params: TicketIdParams, body: RefundRequest }),
    async (ctx) => {
      ctx.body = await service.refund(ctx.state, ctx.state.params.id, ctx.state.body.reason)
    },
  )

  router.get<SignedInState & Validated<{ query: typeof SalesReportQuery }>>('/api/admin/ticket-sales', admin, validate({ query: SalesReportQuery }), async (ctx) => {
    ctx.body = await service.sales(ctx.state.query)
  })

  // Seat maps (halls) of the cinemas.
  router.get<SignedInState & Validated<{ query: typeof HallsQuery }>>('/api/admin/halls', admin, validate({ query: HallsQuery }), async (ctx) => {
    ctx.body = { status: 'success', data: await service.halls(ctx.state.query.theaterId) }
  })

  router.post<SignedInState & Validated<{ body: typeof HallCreate }>>('/api/admin/halls', admin, validate({ body: HallCreate }), async (ctx) => {
    ctx.status = 201
    ctx.body = { status: 'success', data: await service.createHall(ctx.state, ctx.state.body) }
  })

  router.put<SignedInState & Validated<{ params: typeof TicketIdParams; body: typeof HallBody }>>(
    '/api/admin/halls/:id',
    admin,
    validate({ params: TicketIdParams, body: HallBody }),
    async (ctx) => {
      ctx.body = { status: 'success', data: await service.updateHall(ctx.state, ctx.state.params.id, ctx.state.body) }
    },
  )

  // Which hall (seat map) a showtime plays in.
  router.patch<SignedInState & Validated<{ params: typeof AdminShowtimeParams; body: typeof ShowtimeHallUpdate }>>(
    '/api/admin/showtimes/:id/hall',
    admin,
    validate({ params: AdminShowtimeParams, body: ShowtimeHallUpdate }),
    async (ctx) => {
      ctx.body = await service.setShowtimeHall(ctx.state, ctx.state.params.id, ctx.state.body.hallId)
    },
  )

  return router
}
