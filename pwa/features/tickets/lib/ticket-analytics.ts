/**
 * The ticket funnel and transaction events of doc 1 §7 (decision 036), built from the ticket API's own answers.
 * Amounts stay in centavos here; the builders divide by 100.
 */
import type { ShowtimeSummary, TicketTransaction } from '@contracts/tickets'
import {
  purchaseEvent,
  send,
  ticketPurchaseFunnelEvent,
  ticketStepEvent,
  ticketTransactionEvent,
  type MovieEventFields,
  type TicketStep,
} from '@/features/analytics/events'

export function movieFields(showtime: ShowtimeSummary, seatCount?: number, totalPrice?: number): MovieEventFields {
  return {
    movieId: showtime.movieId,
    movieTitle: showtime.movieTitle,
    theaterId: showtime.theaterId,
    theaterName: showtime.theaterName,
    showtimeId: showtime.id,
    showDatetime: showtime.startsAt,
    ...(seatCount === undefined ? {} : { seatCount }),
    ...(totalPrice === undefined ? {} : { totalPrice }),
  }
}

/** A funnel step: the named step event (when doc 1 has one) and ticket_purchase_funnel naming it. */
export function trackTicketStep(step: TicketStep | 'payment_options' | 'checkout', showtime: ShowtimeSummary, seatCount?: number, totalPrice?: number): void {
  const fields = movieFields(showtime, seatCount, totalPrice)
  if (step !== 'payment_options' && step !== 'checkout') send(ticketStepEvent(step, fields))
  send(ticketPurchaseFunnelEvent(step, fields))
}

/**
 * The outcome of a purchase, once it is settled: paid is "completed" (purchase and ticket_transaction_completed),
 * anything else ticket_transaction_failed, with the doc 1 transaction fields.
 */
export function trackTransaction(transaction: TicketTransaction): void {
  const fields = {
    status: transaction.status === 'paid' ? 'completed' : transaction.status,
    transactionId: String(transaction.id),
    totalAmount: transaction.amounts.total,
    movieId: transaction.showtime.movieId,
    movieTitle: transaction.showtime.movieTitle,
    totalSeats: transaction.seats.length,
    theaterName: transaction.showtime.theaterName,
    mallName: transaction.showtime.mallName,
    paymentMethod: transaction.provider,
    receiptNumber: transaction.receiptNumber,
    mallGroupId: transaction.showtime.cinemaGroupId,
  }
  if (transaction.status === 'paid') send(purchaseEvent(fields))
  send(ticketTransactionEvent(fields))
}
