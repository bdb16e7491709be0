import Router from '@koa/router'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { CheckoutCreate, PAYMENT_PROVIDERS, PaymentCallback, ProviderParams, TICKET_MESSAGES, TicketIdParams } from '../../contracts/tickets.ts'
import { text } from '../../contracts/text.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { auth, type SignedInState } from '../../middlewares/auth.ts'
import { validate, type Validated } from '../../middlewares/validate.ts'
import type { AppDeps, AppState } from '../../types.ts'
import { paymentMethods } from '../tickets/payment-methods.ts'
import { createProvider, signPageQuery } from './provider.ts'
import { paymentsService } from './payments.service.ts'
import { TEST_PAGE_STYLESHEET, testPageCss, testPaymentPage } from './test-provider-page.ts'

/** The hosted page's query (what createPayment put in the address), signed by the provider's key. */
const PageQuery = z.object({
  merchant: text().max(100),
  reference: text().regex(/^gp_[0-9a-f]{24}$/, 'reference is not a payment reference'),
  amount: text().regex(/^\d{1,9}$/, 'amount must be centavos'),
  description: text().max(500),
  callback: text().max(500),
  return: text().max(500),
  signature: text().regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex characters'),
})
const CompleteQuery = PageQuery.extend({ outcome: z.enum(['paid', 'failed'], { error: 'outcome must be paid or failed' }) })

/**
 * Payments (decision 037): the providers' signed server-to-server callback, and the bundled test provider's
 * hosted page (while the test provider is on: decision 045), which plays the provider: Pay or Fail posts
 * the signed callback to our callback URL, then sends the browser to our return page.
 */
export function paymentsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>): Router<AppState> {
  const payments = paymentsService(deps)
  const router = new Router<AppState>()

  /** The buyer starts paying for a hold (signed in, like the rest of the ticket flow). */
  router.post<SignedInState & Validated<{ params: typeof TicketIdParams; body: typeof CheckoutCreate }>>(
    '/api/holds/:id/checkout',
    auth(TICKET_MESSAGES.signIn),
    validate({ params: TicketIdParams, body: CheckoutCreate }),
    async (ctx) => {
      ctx.status = 201
      ctx.body = { status: 'success', data: await payments.checkout(ctx.state.user, ctx.state.params.id, ctx.state.body.provider) }
    },
  )

  router.post<AppState & Validated<{ params: typeof ProviderParams; body: typeof PaymentCallback }>>(
    '/api/payments/:provider/callback',
    validate({ params: ProviderParams, body: PaymentCallback }),
    async (ctx) => {
      ctx.body = { status: 'success', ...(await payments.callback(ctx.state.params.provider, ctx.state.body)) }
    },
  )

  if (deps.config.tickets.testProvider === 'off') return router
  const methods = paymentMethods(deps)

  const testProvider = async (family: (typeof PAYMENT_PROVIDERS)[number], query: z.infer<typeof PageQuery>) => {
    const entry = deps.config.tickets.providers[family]
    // Only while the test provider is on (in production: on the demo database), and for a family without a real provider.
    if (entry.kind !== 'test' || !(await methods.testProviderOn())) throw NotFound(TICKET_MESSAGES.unknownProvider)
    const { signature, ...rest } = query
    const params = new URLSearchParams(Object.entries(rest).filter(([key]) => key !== 'outcome') as [string, string][])
    if (signPageQuery(entry.secret, params) !== signature) throw BadRequest(TICKET_MESSAGES.invalidSignature, 'INVALID_SIGNATURE')
    // Only our own callback and return addresses: the page never posts or redirects elsewhere.
    for (const url of [query.callback, query.return]) if (!url.startsWith(`${deps.config.publicUrl}/`)) throw BadRequest('Foreign callback or return address', 'INVALID_ADDRESS')
    return { provider: createProvider(family, entry, deps.config.publicUrl), params }
  }

  /** The test provider page's stylesheet: a file of its own, because the page's policy allows no inline style. */
  router.get(TEST_PAGE_STYLESHEET, async (ctx) => {
    if (!(await methods.testProviderOn())) throw NotFound()
    ctx.type = 'text/css'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = testPageCss
  })

  router.get<AppState & Validated<{ params: typeof ProviderParams; query: typeof PageQuery }>>(
    '/api/test-payment-provider/:provider/pay',
    validate({ params: ProviderParams, query: PageQuery }),
    async (ctx) => {
      const family = ctx.state.params.provider
      const { params } = await testProvider(family, ctx.state.query)
      ctx.type = 'html'
      // A document, not JSON: its own stylesheet and our icon may load, and its two forms go to our own addresses.
      ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${new URL(deps.config.publicUrl).origin}; base-uri 'none'; frame-ancestors 'none'`)
      ctx.body = testPaymentPage({ family, query: ctx.state.query, params })
    },
  )

  router.get<AppState & Validated<{ params: typeof ProviderParams; query: typeof CompleteQuery }>>(
    '/api/test-payment-provider/:provider/complete',
    validate({ params: ProviderParams, query: CompleteQuery }),
    async (ctx) => {
      const { provider } = await testProvider(ctx.state.params.provider, ctx.state.query)
      const query = ctx.state.query
      const callback = { reference: query.reference, status: query.outcome, amount: Number(query.amount), eventId: `evt_${randomBytes(8).toString('hex')}` }
      const body = { ...callback, signature: provider.signCallback(callback) }
      // The provider's server notifies ours; a failed notice is logged, the return page shows the status either way.
      try {
        await fetch(query.callback, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })
      } catch (error) {
        ctx.state.log.warn({ err: error }, 'test payment provider: callback failed')
      }
      ctx.redirect(query.return)
    },
  )

  return router
}
