/**
 * The one payment-provider interface (decision 037): the hosted-payment pattern. `createPayment` gives the
 * address of the provider's page the browser goes to; the provider later POSTs a signed callback to
 * /api/payments/<family>/callback, and sends the browser back to our return page, which only reads the status.
 * Each family (doc 3's route table) is configured as a real hosted provider (TICKETS_PROVIDER_<FAMILY>_URL and
 * _SECRET) or else the bundled test provider (payments.router.ts), which works only while it is on; which
 * families work is api/modules/tickets/payment-methods.ts's answer (decision 045).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentCallback, PaymentProviderFamily } from '../../contracts/tickets.ts'
import type { PaymentProviderConfig } from '../../env.ts'

export interface PaymentRequest {
  reference: string
  /** Centavos. */
  amount: number
  description: string
  /** Where the provider POSTs its signed callback. */
  callbackUrl: string
  /** Where the provider sends the browser afterwards (our return page). */
  returnUrl: string
}

export interface PaymentProvider {
  family: PaymentProviderFamily
  kind: PaymentProviderConfig['kind']
  /** The provider's hosted page for this payment. */
  createPayment(request: PaymentRequest): string
  /** Whether a callback body carries the provider's signature. */
  verifyCallback(body: PaymentCallback): boolean
  /** Signs a callback (the test provider's side; tests). */
  signCallback(body: Omit<PaymentCallback, 'signature'>): string
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

export const callbackSigningText = (body: Omit<PaymentCallback, 'signature'>) => `${body.reference}|${body.status}|${body.amount}|${body.eventId}`

/** Signs the query of the hosted page's address, so the test provider's page cannot be edited into another payment. */
export const signPageQuery = (secret: string, params: URLSearchParams) => hmac(secret, `page|${[...params.entries()].map(([k, v]) => `${k}=${v}`).join('&')}`)

export function createProvider(family: PaymentProviderFamily, config: PaymentProviderConfig, publicUrl: string): PaymentProvider {
  const sign = (body: Omit<PaymentCallback, 'signature'>) => hmac(config.secret, callbackSigningText(body))
  return {
    family,
    kind: config.kind,
    createPayment(request) {
      const params = new URLSearchParams({
        merchant: config.merchantId,
        reference: request.reference,
        amount: String(request.amount),
        description: request.description,
        callback: request.callbackUrl,
        return: request.returnUrl,
      })
      params.set('signature', signPageQuery(config.secret, params))
      const base = config.kind === 'hosted' ? config.payUrl : `${publicUrl}/api/test-payment-provider/${family}/pay`
      return `${base}${base.includes('?') ? '&' : '?'}${params}`
    },
    verifyCallback(body) {
      const expected = Buffer.from(sign(body), 'hex')
      const given = Buffer.from(body.signature, 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    signCallback: sign,
  }
}
