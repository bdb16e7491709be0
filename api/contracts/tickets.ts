/**
 * Tickets (issue 17, decision 037): seat maps, seat holds, checkout through a hosted-payment provider,
 * e-tickets, staff check-in and the admin ticket settings. Money is PHP held in whole centavos
 * (35000 = PHP 350.00; spec doc 1 §1): every amount on the wire is an integer number of centavos,
 * the client divides by 100 for display and analytics (formatPesos below).
 */
import { z } from 'zod'
import { IsoDate } from './movies.ts'
import { PAGE_MAX, wholeNumberParam } from './paging.ts'
import { PAYMENT_UNAVAILABLE_MESSAGE } from './ticket-info.ts'
import { text } from './text.ts'

// ---- Rules and messages (one place; the PWA and the API read these) -------------------------------

export const TICKET_RULES = {
  /** At most this many seats per purchase. */
  maxSeats: 10,
  /** Default hold length (minutes) of a cinema group without settings of its own. */
  defaultHoldMinutes: 8,
  minHoldMinutes: 3,
  maxHoldMinutes: 30,
  /** Largest convenience fee per ticket an admin may set (PHP 500.00). */
  maxConvenienceFee: 50_000,
} as const

export const TICKET_MESSAGES = {
  // Doc 2 §3 / §5.
  signIn: 'Please log in to purchase tickets.',
  noSeats: 'Choose at least one seat.',
  tooManySeats: `You can choose at most ${TICKET_RULES.maxSeats} seats per purchase.`,
  duplicateSeats: 'Each seat can be chosen only once.',
  /** Followed by the seat labels, e.g. "… next to your seats: A5." */
  stranded: "Please don't leave a single empty seat between your seats, or between your seats and a taken seat or the aisle",
  /** Followed by the seat labels, e.g. "Sorry, these seats were just taken: A4, A5." */
  taken: 'Sorry, these seats were just taken by someone else',
  unknownSeat: 'That seat is not in this cinema hall.',
  showtimeNotFound: 'Showtime not found',
  noSeatMap: 'Seat selection is not available for this showtime.',
  showtimePast: 'This showtime has already started.',
  salesOff: 'Ticket sales are currently closed for this cinema.',
  holdNotFound: 'Seat hold not found',
  holdExpired: 'Your seat hold has expired. Please choose your seats again.',
  holdUsed: 'This seat hold has already been used for a payment.',
  transactionNotFound: 'Transaction not found',
  ticketNotFound: 'Ticket not found',
  unknownProvider: 'Unknown payment provider',
  providerUnavailable: 'This payment method is not available.',
  /** A cinema group with no working payment method (decision 045): said before any seat is held. */
  paymentUnavailable: PAYMENT_UNAVAILABLE_MESSAGE,
  /** The bundled test provider (decision 045): on the payment page, the provider's page, the e-ticket and the receipt. */
  testPayment: 'Test payment: no money moves',
  testPaymentBefore: 'You pay through the test payment provider bundled with Gala. Nothing is charged, and the tickets are samples.',
  testPaymentAfter: 'Paid through the test payment provider bundled with Gala: nothing was charged, and the tickets are samples.',
  invalidSignature: 'Invalid callback signature',
  invalidToken: 'This is not a valid Gala ticket.',
  /** Followed by the time, e.g. "… at 7:02 PM on Nov 26, 2026." */
  alreadyCheckedIn: 'This ticket was already checked in',
  ticketNotPaid: 'This ticket is not valid (its purchase was refunded or cancelled).',
  notRefundable: 'Only a paid transaction can be refunded.',
} as const

/** The three provider page families of doc 3's route table; each maps to a configured provider implementation. */
export const PAYMENT_PROVIDERS = ['rbank-rmw', 'pesopay-ayala-cinemas', 'ipay88-megaworld'] as const
export type PaymentProviderFamily = (typeof PAYMENT_PROVIDERS)[number]

export const TRANSACTION_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'expired', 'cancelled'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const SEAT_KINDS = ['regular', 'premium', 'wheelchair', 'companion'] as const
export type SeatKind = (typeof SEAT_KINDS)[number]

/** State of a seat for the person looking at the map: `mine` = in their own active hold. */
export const SEAT_STATES = ['free', 'held', 'taken', 'mine'] as const

/** "PHP 1,234.50" style display of centavos (never floats in arithmetic: only here, for text). */
export function formatPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : ''
  const abs = Math.abs(centavos)
  const pesos = Math.floor(abs / 100).toLocaleString('en-PH')
  return `${sign}₱${pesos}.${String(abs % 100).padStart(2, '0')}`
}

// ---- Inputs ------------------------------------------------------------------------------------------

const idParam = (name: string) =>
  text({ error: `${name} must be a number` })
    .regex(/^\d{1,9}$/, `${name} must be a number`)
    .transform(Number)

/** :scheduleId of /api/showtimes/:scheduleId/... */
export const ShowtimeParams = z.object({ scheduleId: idParam('scheduleId') })
/** :id of /api/holds/:id, /api/transactions/:id, /api/tickets/:id, /api/admin/ticket-transactions/:id */
export const TicketIdParams = z.object({ id: idParam('id') })

const Centavos = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a whole number of centavos` })
    .int(`${name} must be a whole number of centavos`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} must be at most ${max} centavos`)

/** POST /api/showtimes/:scheduleId/holds — replaces the caller's own active hold on this showtime, if any. */
export const HoldCreate = z.object({
  seatIds: z
    .array(z.number({ error: 'seatIds must be seat ids' }).int('seatIds must be seat ids').positive('seatIds must be seat ids').max(999_999_999, 'seatIds must be seat ids'), {
      error: 'seatIds must be a list of seat ids',
    })
    .min(1, TICKET_MESSAGES.noSeats)
    .max(TICKET_RULES.maxSeats, TICKET_MESSAGES.tooManySeats)
    .refine((ids) => new Set(ids).size === ids.length, TICKET_MESSAGES.duplicateSeats),
})
export type HoldCreate = z.infer<typeof HoldCreate>

/** POST /api/holds/:id/checkout — starts the hosted payment; the provider defaults to the cinema group's. */
export const CheckoutCreate = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: `provider must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
})
export type CheckoutCreate = z.infer<typeof CheckoutCreate>

/** :provider of the server-to-server callback POST /api/payments/:provider/callback. */
export const ProviderParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: TICKET_MESSAGES.unknownProvider }),
})

/**
 * The callback body every provider adapter turns its own format into (the test provider sends exactly this);
 * `signature` is HMAC-SHA256 (hex) over `${reference}|${status}|${amount}|${eventId}` with the provider's secret.
 */
export const PaymentCallback = z.object({
  reference: text({ error: 'reference must be text' }).min(1).max(100),
  status: z.enum(['paid', 'failed'], { error: 'status must be paid or failed' }),
  amount: Centavos('amount', 100_000_000),
  /** The provider's id of this notification (replays carry the same id). */
  eventId: text({ error: 'eventId must be text' }).min(1).max(100),
  signature: text({ error: 'signature must be text' }).regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex characters'),
})
export type PaymentCallback = z.infer<typeof PaymentCallback>

/** POST /api/tickets/check-in (staff): the token read from the QR code. */
export const CheckInRequest = z.object({
  token: text({ error: 'token must be text' }).trim().min(1, 'token is required').max(300, TICKET_MESSAGES.invalidToken),
})
export type CheckInRequest = z.infer<typeof CheckInRequest>

/** :group of /api/admin/ticket-settings/:group — the cinema group (Mall.operator) as its slug, e.g. "ayala-malls". */
export const CinemaGroupParams = z.object({
  group: text({ error: 'group must be text' }).regex(/^[a-z0-9-]{1,80}$/, 'group must be a cinema group slug'),
})

/** PUT /api/admin/ticket-settings/:group */
export const TicketSettingsUpdate = z.object({
  salesEnabled: z.boolean({ error: 'salesEnabled must be true or false' }),
  /** Per ticket, in centavos. */
  convenienceFee: Centavos('convenienceFee', TICKET_RULES.maxConvenienceFee),
  holdMinutes: z
    .number({ error: 'holdMinutes must be a whole number' })
    .int('holdMinutes must be a whole number')
    .min(TICKET_RULES.minHoldMinutes, `holdMinutes must be between ${TICKET_RULES.minHoldMinutes} and ${TICKET_RULES.maxHoldMinutes}`)
    .max(TICKET_RULES.maxHoldMinutes, `holdMinutes must be between ${TICKET_RULES.minHoldMinutes} and ${TICKET_RULES.maxHoldMinutes}`),
  provider: z.enum(PAYMENT_PROVIDERS, { error: `provider must be one of ${PAYMENT_PROVIDERS.join(', ')}` }),
})
export type TicketSettingsUpdate = z.infer<typeof TicketSettingsUpdate>

/** GET /api/admin/ticket-transactions?status=&q=&page=&per_page= */
export const AdminTransactionsQuery = z.object({
  status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }).optional(),
  /** Receipt number or buyer's email/username. */
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
  page: wholeNumberParam('page', 1, PAGE_MAX),
  per_page: wholeNumberParam('per_page', 1, 100),
})
export type AdminTransactionsQuery = z.infer<typeof AdminTransactionsQuery>

/** POST /api/admin/ticket-transactions/:id/refund */
export const RefundRequest = z.object({
  reason: text({ error: 'reason must be text' }).trim().max(500, 'Reason must be at most 500 characters').optional(),
})
export type RefundRequest = z.infer<typeof RefundRequest>

/** GET /api/admin/ticket-sales?from=&to= (Manila days, inclusive; default the last 30 days). */
export const SalesReportQuery = z.object({ from: IsoDate.optional(), to: IsoDate.optional() })
export type SalesReportQuery = z.infer<typeof SalesReportQuery>

// ---- Responses ---------------------------------------------------------------------------------------

export const Amounts = z.object({
  currency: z.literal('PHP'),
  /** Sum of the seat prices. */
  subtotal: z.number().int(),
  /** Convenience fee per ticket × seats. */
  convenienceFee: z.number().int(),
  total: z.number().int(),
})
export type Amounts = z.infer<typeof Amounts>

export const Seat = z.object({
  id: z.number().int(),
  /** "A1" */
  label: z.string(),
  row: z.string(),
  number: z.number().int(),
  kind: z.enum(SEAT_KINDS),
  /** Centavos (premium seats have their own price). */
  price: z.number().int(),
})
export type Seat = z.infer<typeof Seat>

/** One place on the grid of a row: a seat, or a gap (an aisle or an empty spot). `column` is 1-based. */
export const SeatMapCell = z.discriminatedUnion('type', [
  Seat.extend({ type: z.literal('seat'), column: z.number().int(), state: z.enum(SEAT_STATES) }),
  z.object({ type: z.literal('gap'), column: z.number().int() }),
])
export type SeatMapCell = z.infer<typeof SeatMapCell>

export const SeatMapRow = z.object({ row: z.string(), cells: z.array(SeatMapCell) })
export type SeatMapRow = z.infer<typeof SeatMapRow>

export const ShowtimeSummary = z.object({
  id: z.number().int(),
  movieId: z.number().int(),
  movieTitle: z.string(),
  theaterId: z.number().int(),
  theaterName: z.string(),
  mallName: z.string(),
  /** Mall.operator, e.g. "Ayala Malls" (doc 1 §7 mallGroupId is its slug). */
  cinemaGroup: z.string(),
  cinemaGroupId: z.string(),
  startsAt: z.string(),
  showDate: z.string(),
  /** "7:30 PM" Manila time. */
  showTime: z.string(),
  format: z.string(),
  hall: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
export type ShowtimeSummary = z.infer<typeof ShowtimeSummary>

export const Hold = z.object({
  id: z.number().int(),
  showtime: ShowtimeSummary,
  seats: z.array(Seat),
  amounts: Amounts,
  /** ISO instant; the page shows a countdown to it. */
  expiresAt: z.string(),
  status: z.enum(['active', 'checkout', 'converted', 'released', 'expired']),
  /** Payment methods the buyer may choose (doc 3 payment-options): the cinema group's own, when it works (decision 045). */
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
  /** The method is the bundled test provider: no money moves (decision 045). */
  testPayment: z.boolean(),
})
export type Hold = z.infer<typeof Hold>

export const SeatMap = z.object({
  showtime: ShowtimeSummary,
  salesOpen: z.boolean(),
  maxSeats: z.number().int(),
  holdMinutes: z.number().int(),
  /** Centavos per ticket. */
  convenienceFee: z.number().int(),
  /** The cinema group's payment methods that work; empty: nothing can be bought here, and holds are refused (decision 045). */
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
  /** The method is the bundled test provider: no money moves. */
  testPayment: z.boolean(),
  columns: z.number().int(),
  rows: z.array(SeatMapRow),
  /** The caller's own active hold on this showtime, if any. */
  hold: Hold.nullable(),
})
export type SeatMap = z.infer<typeof SeatMap>

export const SeatMapResponse = z.object({ status: z.literal('success'), data: SeatMap })
export type SeatMapResponse = z.infer<typeof SeatMapResponse>

export const HoldResponse = z.object({ status: z.literal('success'), data: Hold })
export type HoldResponse = z.infer<typeof HoldResponse>

/** 409 SEATS_TAKEN carries `details.seats` (labels); 400 STRANDED_SEAT carries `details.seats` too. */
export const SEAT_ERROR_CODES = { taken: 'SEATS_TAKEN', stranded: 'STRANDED_SEAT', holdExpired: 'HOLD_EXPIRED' } as const

export const CheckoutResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    transactionId: z.number().int(),
    receiptNumber: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Where the browser goes to pay (the provider's hosted page). */
    redirectUrl: z.string(),
    amounts: Amounts,
    expiresAt: z.string(),
  }),
})
export type CheckoutResponse = z.infer<typeof CheckoutResponse>

export const Ticket = z.object({
  id: z.number().int(),
  seat: Seat,
  /** The signed token the QR code carries. */
  token: z.string(),
  /** The QR code of the token as an SVG document (server-rendered). */
  qrSvg: z.string(),
  checkedInAt: z.string().nullable(),
})
export type Ticket = z.infer<typeof Ticket>

/**
 * The doc 1 §3 "Ticket transaction (analytics)" fields, flat and under their doc names, so the pages send
 * ticket_transaction_completed / ticket_transaction_failed (doc 1 §7) without assembling them. `status` is
 * 'completed' for a paid purchase (the doc's "when status is completed"), else the transaction status;
 * `totalAmount` is centavos (the client divides by 100 for the tag); `paymentMethod` is the provider family;
 * `mallGroupId` is the cinema group's slug (ShowtimeSummary.cinemaGroupId).
 */
export const TicketTransactionAnalytics = z.object({
  status: z.enum(['completed', 'pending', 'failed', 'refunded', 'expired', 'cancelled']),
  transactionId: z.number().int(),
  totalAmount: z.number().int(),
  movieId: z.number().int(),
  movieTitle: z.string(),
  totalSeats: z.number().int(),
  theaterName: z.string(),
  mallName: z.string(),
  paymentMethod: z.enum(PAYMENT_PROVIDERS),
  receiptNumber: z.string(),
  mallGroupId: z.string(),
})
export type TicketTransactionAnalytics = z.infer<typeof TicketTransactionAnalytics>

/** A purchase: the doc 1 §7 transaction fields plus its tickets. */
export const TicketTransaction = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Paid (or being paid) through the bundled test provider: no money moved (decision 045). */
  testPayment: z.boolean(),
  amounts: Amounts,
  showtime: ShowtimeSummary,
  seats: z.array(Seat),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Present when paid (and after a refund, for the record, with checkedInAt). */
  tickets: z.array(Ticket),
  /** The doc 1 ticket transaction, ready for the analytics events (added after the first contract). */
  analytics: TicketTransactionAnalytics,
})
export type TicketTransaction = z.infer<typeof TicketTransaction>

/** GET /api/transactions/:id (the return page polls this; it never changes the status). */
export const TransactionResponse = z.object({ status: z.literal('success'), data: TicketTransaction })
export type TransactionResponse = z.infer<typeof TransactionResponse>

/** GET /api/tickets: paid purchases, upcoming (show not yet a day past) and past (newest first). */
export const MyTicketsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ upcoming: z.array(TicketTransaction), past: z.array(TicketTransaction) }),
})
export type MyTicketsResponse = z.infer<typeof MyTicketsResponse>

export const CheckInResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ ticketId: z.number().int(), seat: Seat, showtime: ShowtimeSummary, checkedInAt: z.string() }),
})
export type CheckInResponse = z.infer<typeof CheckInResponse>

// ---- Admin ---------------------------------------------------------------------------------------------

export const TicketSettings = z.object({
  /** Slug of the group, e.g. "ayala-malls". */
  group: z.string(),
  /** Mall.operator, e.g. "Ayala Malls". */
  name: z.string(),
  salesEnabled: z.boolean(),
  convenienceFee: z.number().int(),
  holdMinutes: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  cinemas: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type TicketSettings = z.infer<typeof TicketSettings>


export const AdminTransaction = TicketTransaction.omit({ tickets: true }).extend({
  buyer: z.object({ id: z.number().int(), username: z.string().nullable(), email: z.string().nullable() }),
  providerReference: z.string().nullable(),
  ticketCount: z.number().int(),
})
export type AdminTransaction = z.infer<typeof AdminTransaction>


export const SalesFigures = z.object({ transactions: z.number().int(), tickets: z.number().int(), amount: z.number().int() })
export const SalesReportResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: SalesFigures,
    byDay: z.array(SalesFigures.extend({ date: z.string() })),
    byCinema: z.array(SalesFigures.extend({ theaterId: z.number().int(), theaterName: z.string(), mallName: z.string() })),
  }),
})
export type SalesReportResponse = z.infer<typeof SalesReportResponse>

// ---- Admin seat maps -----------------------------------------------------------------------------------

/** A seat map as blocks of seats between aisles (the shape the demo maps and the admin form use). */
export const SeatLayout = z.object({
  rows: z.number({ error: 'rows must be a whole number' }).int('rows must be a whole number').min(1, 'rows must be between 1 and 26').max(26, 'rows must be between 1 and 26'),
  blocks: z
    .array(z.number({ error: 'blocks must be seat counts' }).int('blocks must be seat counts').min(1, 'A block has at least 1 seat').max(30, 'A block has at most 30 seats'), {
      error: 'blocks must be a list of seat counts',
    })
    .min(1, 'Give at least one block of seats')
    .max(6, 'At most 6 blocks (5 aisles)'),
  premiumRows: z.number({ error: 'premiumRows must be a whole number' }).int('premiumRows must be a whole number').min(0).max(26).optional(),
  wheelchairSpaces: z.number({ error: 'wheelchairSpaces must be a whole number' }).int('wheelchairSpaces must be a whole number').min(0).max(5).optional(),
})
export type SeatLayout = z.infer<typeof SeatLayout>

/** POST /api/admin/halls and PUT /api/admin/halls/:id */
export const HallBody = z.object({
  name: text({ error: 'name must be text' }).trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  premiumSurcharge: Centavos('premiumSurcharge', 100_000),
  layout: SeatLayout,
})
export type HallBody = z.infer<typeof HallBody>
export const HallCreate = HallBody.extend({
  theaterId: z.number({ error: 'theaterId must be a number' }).int('theaterId must be a number').positive('theaterId must be a number').max(999_999_999, 'theaterId must be a number'),
  screenNumber: z.number({ error: 'screenNumber must be a whole number' }).int('screenNumber must be a whole number').min(1).max(99),
})
export type HallCreate = z.infer<typeof HallCreate>
/** GET /api/admin/halls?theaterId= */
export const HallsQuery = z.object({ theaterId: wholeNumberParam('theaterId', 1, 999_999_999) })

export const AdminHall = z.object({
  id: z.number().int(),
  theaterId: z.number().int(),
  screenNumber: z.number().int(),
  name: z.string(),
  premiumSurcharge: z.number().int(),
  columns: z.number().int(),
  seats: z.number().int(),
})
export type AdminHall = z.infer<typeof AdminHall>

// ---- Admin: a showtime's hall ------------------------------------------------------------------------

/** :id of PATCH /api/admin/showtimes/:id/hall (a Schedule id). */
export const AdminShowtimeParams = z.object({ id: idParam('id') })

/**
 * PATCH /api/admin/showtimes/:id/hall — the hall (seat map) a showtime plays in, one of its own cinema's halls;
 * null takes seat selection away. Refused with 409 HALL_IN_USE while seats of the showtime are held or sold.
 */
export const ShowtimeHallUpdate = z.object({
  hallId: z
    .number({ error: 'hallId must be a hall id or null' })
    .int('hallId must be a hall id or null')
    .positive('hallId must be a hall id or null')
    .max(999_999_999, 'hallId must be a hall id or null')
    .nullable(),
})
export type ShowtimeHallUpdate = z.infer<typeof ShowtimeHallUpdate>

export const ShowtimeHallResponse = z.object({ status: z.literal('success'), message: z.string(), data: ShowtimeSummary })
export type ShowtimeHallResponse = z.infer<typeof ShowtimeHallResponse>
