/**
 * GET /api/ticket-settings (public, decision 037): what the /tickets and /tickets/faq pages tell a visitor about
 * buying through Gala — the purchase limits, the payment providers and, per cinema group, whether it sells now,
 * its convenience fee (centavos per ticket), its hold length and its cinemas that have a seat map.
 * A file of its own (not api/contracts/tickets.ts) so the public pages' chunk does not carry the zod schemas.
 */
import type { PaymentProviderFamily } from './tickets.ts'

/**
 * A cinema group with no working payment method (decision 045): said on the showtime and seat pages before any
 * seat is held, and by the API when it refuses a hold. Here rather than in tickets.ts so the public pages can show
 * it without the zod schemas; TICKET_MESSAGES.paymentUnavailable is this sentence.
 */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available for this cinema yet, so its seats cannot be booked here.'

export interface TicketInfoCinema {
  id: number
  name: string
  slug: string
  mallName: string
  city: string
  /** The cinema's page, /movies/theaters/{slug}. */
  url: string
}

export interface TicketInfoGroup {
  /** Slug of the cinema group (Mall.operator), e.g. "ayala-malls". */
  group: string
  /** Mall.operator, e.g. "Ayala Malls". */
  name: string
  salesEnabled: boolean
  /** Per ticket, in centavos. */
  convenienceFee: number
  holdMinutes: number
  provider: PaymentProviderFamily
  /** Its payment method works: false means its seats cannot be booked on Gala (decision 045). */
  paymentAvailable: boolean
  /** Its payment method is the bundled test provider: no money moves. */
  testPayment: boolean
  /** Its cinemas with at least one seat map (hall), by name. */
  cinemas: TicketInfoCinema[]
}

export interface TicketInfo {
  maxSeats: number
  defaultHoldMinutes: number
  /** Every payment provider family, with the name shown to buyers. */
  providers: { id: PaymentProviderFamily; name: string }[]
  /** Groups that have at least one cinema with a seat map, by name. */
  groups: TicketInfoGroup[]
}

export interface TicketInfoResponse {
  status: 'success'
  data: TicketInfo
}

/** The names buyers see for the provider families (doc 3's payment page families). */
export const PROVIDER_NAMES: Record<PaymentProviderFamily, string> = {
  'rbank-rmw': 'RBank (cards and e-wallets)',
  'pesopay-ayala-cinemas': 'PesoPay (Ayala Cinemas)',
  'ipay88-megaworld': 'iPay88 (Megaworld cinemas)',
}
