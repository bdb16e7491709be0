import Router from '@koa/router'
import { CheckInRequest, HoldCreate, ShowtimeParams, TICKET_MESSAGES, TicketIdParams } from '../../contracts/tickets.ts'
import { auth, requireRole, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { holdsService } from './holds.service.ts'
import { ticketsService } from './tickets.service.ts'

type WithShowtime = SignedInState & Validated<{ params: typeof ShowtimeParams }>
type WithId = SignedInState & Validated<{ params: typeof TicketIdParams }>

/**
 * The buyer's ticket flow (issue 17, decision 037): seat map, holds, the return page's status,
 * my tickets, and the staff check-in (checkout, which starts a payment, is the payments router's). Every route
 * needs a signed-in user ('Please log in to purchase tickets.').
 */
export function ticketsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>): Router<AppState> {
  const holds = holdsService(deps)
  const tickets = ticketsService(deps)
  const router = new Router<AppState>()
  const signedIn = auth(TICKET_MESSAGES.signIn)

  router.get<WithShowtime>('/api/showtimes/:scheduleId/seats', signedIn, validate({ params: ShowtimeParams }), async (ctx) => {
    ctx.body = { status: 'success', data: await holds.seatMap(ctx.state.user, ctx.state.params.scheduleId) }
  })

  router.post<SignedInState & Validated<{ params: typeof ShowtimeParams; body: typeof HoldCreate }>>(
    '/api/showtimes/:scheduleId/holds',
    signedIn,
    validate({ params: ShowtimeParams, body: HoldCreate }),
    async (ctx) => {
      ctx.status = 201
      ctx.body = { status: 'success', data: await holds.hold(ctx.state.user, ctx.state.params.scheduleId, ctx.state.body.seatIds) }
    },
  )

  router.get<WithId>('/api/holds/:id', signedIn, validate({ params: TicketIdParams }), async (ctx) => {
    ctx.body = { status: 'success', data: await holds.get(ctx.state.user, ctx.state.params.id) }
  })

  router.delete<WithId>('/api/holds/:id', signedIn, validate({ params: TicketIdParams }), async (ctx) => {
    ctx.body = { status: 'success', data: await holds.release(ctx.state.user, ctx.state.params.id) }
  })

  router.get<WithId>('/api/transactions/:id', signedIn, validate({ params: TicketIdParams }), async (ctx) => {
    ctx.body = { status: 'success', data: await tickets.transaction(ctx.state.user, ctx.state.params.id) }
  })

  router.get<SignedInState>('/api/tickets', signedIn, async (ctx) => {
    ctx.body = { status: 'success', data: await tickets.mine(ctx.state.user) }
  })

  // Before /api/tickets/:id: a fixed path.
  router.post<SignedInState & Validated<{ body: typeof CheckInRequest }>>('/api/tickets/check-in', requireRole('staff'), validate({ body: CheckInRequest }), async (ctx) => {
    ctx.body = await tickets.checkIn(ctx.state.user, ctx.state.body.token)
  })

  router.get<WithId>('/api/tickets/:id', signedIn, validate({ params: TicketIdParams }), async (ctx) => {
    ctx.body = { status: 'success', data: await tickets.transaction(ctx.state.user, ctx.state.params.id, { paidOnly: true }) }
  })

  return router
}
