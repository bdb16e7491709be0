import Router from '@koa/router'
import { theaterPath } from '../../contracts/movies.ts'
import { PROVIDER_NAMES, type TicketInfo, type TicketInfoGroup } from '../../contracts/ticket-info.ts'
import { PAYMENT_PROVIDERS, TICKET_RULES } from '../../contracts/tickets.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { paymentMethods } from './payment-methods.ts'
import { groupSlug, settingsFor } from './ticket-settings.ts'
import { theatersWithSeatMaps } from './tickets.repository.ts'

/**
 * GET /api/ticket-settings (public; decision 037): the facts the /tickets and /tickets/faq pages show — limits,
 * providers, and per cinema group its effective settings and its cinemas with a seat map. Admin-only details
 * (update times, transactions) stay behind /api/admin/ticket-settings.
 */
export function ticketInfoRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router<AppState> {
  const router = new Router<AppState>()

  router.get('/api/ticket-settings', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = { status: 'success', data: await ticketInfo(deps) }
  })

  return router
}

async function ticketInfo(deps: Pick<AppDeps, 'db' | 'config'>): Promise<TicketInfo> {
  const { db } = deps
  const methods = paymentMethods(deps)
  const theaters = await theatersWithSeatMaps(db)
  const groups = new Map<string, { operator: string; cinemas: TicketInfoGroup['cinemas'] }>()
  for (const theater of theaters) {
    const slug = groupSlug(theater.mall.operator)
    const entry = groups.get(slug) ?? { operator: theater.mall.operator, cinemas: [] }
    entry.cinemas.push({ id: theater.id, name: theater.name, slug: theater.slug, mallName: theater.mall.name, city: theater.mall.city, url: theaterPath(theater.slug) })
    groups.set(slug, entry)
  }
  const list = await Promise.all(
    [...groups.values()].map(async ({ operator, cinemas }): Promise<TicketInfoGroup> => {
      const settings = await settingsFor(db, operator)
      const { group, salesEnabled, convenienceFee, holdMinutes, provider } = settings
      const payment = await methods.forGroup(settings)
      return { group, name: operator, salesEnabled, convenienceFee, holdMinutes, provider, paymentAvailable: payment.providers.length > 0, testPayment: payment.testPayment, cinemas }
    }),
  )
  return {
    maxSeats: TICKET_RULES.maxSeats,
    defaultHoldMinutes: TICKET_RULES.defaultHoldMinutes,
    providers: PAYMENT_PROVIDERS.map((id) => ({ id, name: PROVIDER_NAMES[id] })),
    groups: list.sort((a, b) => a.name.localeCompare(b.name)),
  }
}
