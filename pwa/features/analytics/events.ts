/**
 * Builders of the analytics events of doc 1 §7 (issue 16): each returns the event's name and parameters
 * for `track(...)` (pwa/lib/analytics.ts). Ticket amounts are held in centavos and divided by 100, with
 * currency PHP (doc 1 §1, §3, §7). The ticket pages (a later issue) only call these.
 */
import { ANALYTICS_CURRENCY, type AnalyticsEventName } from '@contracts/analytics-rules'
import { track, type AnalyticsParams } from '@/lib/analytics'

export interface BuiltEvent {
  name: AnalyticsEventName
  params: AnalyticsParams
}

/** Sends a built event. */
export function send(event: BuiltEvent): void {
  track(event.name, event.params)
}

/** Centavos to pesos, two decimals at most (45050 → 450.5). */
export function pesos(centavos: number): number {
  return Math.round(centavos) / 100
}

/** search (search_term) with the number of results shown: the admin report lists searches with none. */
export function searchEvent(term: string, resultCount: number): BuiltEvent {
  return { name: 'search', params: { search_term: term.trim(), result_count: Math.max(0, Math.trunc(resultCount)) } }
}

export function trendingSearchClickEvent(term: string, position?: number): BuiltEvent {
  return { name: 'trending_search_click', params: { search_term: term.trim(), ...(position === undefined ? {} : { position }) } }
}

/** tab_switch (tab_name), e.g. the movies page's Streaming tab or a profile's Recent Activity. */
export function tabSwitchEvent(tabName: string, group?: string): BuiltEvent {
  return { name: 'tab_switch', params: { tab_name: tabName, ...(group ? { tab_group: group } : {}) } }
}

/** Doc 1 §3 "Analytics movie event fields"; total price in centavos. */
export interface MovieEventFields {
  movieId: number | string
  movieTitle: string
  theaterId?: number | string
  theaterName?: string
  showtimeId?: number | string
  /** ISO date-time of the show. */
  showDatetime?: string
  seatCount?: number
  /** Centavos. */
  totalPrice?: number
}

function movieParams(fields: MovieEventFields): AnalyticsParams {
  const params: AnalyticsParams = { movie_id: String(fields.movieId), movie_title: fields.movieTitle }
  if (fields.theaterId !== undefined) params.theater_id = String(fields.theaterId)
  if (fields.theaterName !== undefined) params.theater_name = fields.theaterName
  if (fields.showtimeId !== undefined) params.showtime_id = String(fields.showtimeId)
  if (fields.showDatetime !== undefined) params.show_datetime = fields.showDatetime
  if (fields.seatCount !== undefined) params.seat_count = fields.seatCount
  if (fields.totalPrice !== undefined) {
    params.total_price = pesos(fields.totalPrice)
    params.currency = ANALYTICS_CURRENCY
  }
  return params
}

export type TicketStep = 'buy_tickets_click' | 'theater_selected' | 'showtime_selected' | 'seats_selected'

/** One step of the ticket funnel (buy_tickets_click, theater_selected, showtime_selected, seats_selected). */
export function ticketStepEvent(step: TicketStep, fields: MovieEventFields): BuiltEvent {
  return { name: step, params: movieParams(fields) }
}

/** ticket_purchase_funnel: the generic funnel event, naming its step. */
export function ticketPurchaseFunnelEvent(step: string, fields: MovieEventFields): BuiltEvent {
  return { name: 'ticket_purchase_funnel', params: { funnel_step: step, ...movieParams(fields) } }
}

/** Doc 1 §3 "Ticket transaction (analytics)"; totalAmount in centavos. */
export interface TicketTransaction {
  status: string
  transactionId: string
  totalAmount: number
  movieId: number | string
  movieTitle: string
  totalSeats: number
  theaterName: string
  mallName: string
  paymentMethod: string
  receiptNumber?: string | null
  mallGroupId?: number | string | null
}

function transactionParams(transaction: TicketTransaction): AnalyticsParams {
  return {
    transaction_id: transaction.transactionId,
    value: pesos(transaction.totalAmount),
    currency: ANALYTICS_CURRENCY,
    status: transaction.status,
    movie_id: String(transaction.movieId),
    movie_title: transaction.movieTitle,
    total_seats: transaction.totalSeats,
    theater_name: transaction.theaterName,
    mall_name: transaction.mallName,
    payment_method: transaction.paymentMethod,
    receipt_number: transaction.receiptNumber ?? null,
    mall_group_id: transaction.mallGroupId === undefined || transaction.mallGroupId === null ? null : String(transaction.mallGroupId),
  }
}

/** purchase: the payment of a transaction (value in pesos, currency PHP). */
export function purchaseEvent(transaction: TicketTransaction): BuiltEvent {
  return { name: 'purchase', params: transactionParams(transaction) }
}

/** ticket_transaction_completed when the status is completed, ticket_transaction_failed otherwise (doc 1 §7). */
export function ticketTransactionEvent(transaction: TicketTransaction): BuiltEvent {
  const completed = transaction.status.toLowerCase() === 'completed'
  return { name: completed ? 'ticket_transaction_completed' : 'ticket_transaction_failed', params: transactionParams(transaction) }
}
