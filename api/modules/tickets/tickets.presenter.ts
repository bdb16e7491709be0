/**
 * What the ticket routes send (decision 037; shapes in api/contracts/tickets.ts).
 */
import type { Hold, PaymentProviderFamily, Seat, SeatKind, ShowtimeSummary, TicketTransactionAnalytics, TransactionStatus } from '../../contracts/tickets.ts'
import { manilaShowTime } from '../movies/manila-dates.ts'
import type { GroupPayment } from './payment-methods.ts'
import { totals } from './seat-rules.ts'
import { groupSlug } from './ticket-settings.ts'
import type { HoldRow, SeatRow, ShowtimeRow } from './tickets.repository.ts'

export function presentShowtime(row: ShowtimeRow): ShowtimeSummary {
  return {
    id: row.id,
    movieId: row.movieId,
    movieTitle: row.movie.title,
    theaterId: row.theater.id,
    theaterName: row.theater.name,
    mallName: row.theater.mall.name,
    cinemaGroup: row.theater.mall.operator,
    cinemaGroupId: groupSlug(row.theater.mall.operator),
    startsAt: row.startsAt.toISOString(),
    showDate: row.showDate,
    showTime: manilaShowTime(row.startsAt),
    format: row.format,
    hall: row.hall ? { id: row.hall.id, name: row.hall.name } : null,
  }
}

export const seatLabel = (seat: { row: string; number: number }) => `${seat.row}${seat.number}`

export function presentSeat(seat: SeatRow, price: number): Seat {
  return { id: seat.id, label: seatLabel(seat), row: seat.row, number: seat.number, kind: seat.kind as SeatKind, price }
}

/** A hold's status as the buyer sees it: an active hold past its time is expired, whatever the row says. */
export function holdStatus(hold: { status: string; expiresAt: Date }, now: Date): Hold['status'] {
  if ((hold.status === 'active' || hold.status === 'checkout') && hold.expiresAt <= now) return 'expired'
  return hold.status as Hold['status']
}

export function presentHold(hold: HoldRow, showtime: ShowtimeRow, feePerTicket: number, payment: GroupPayment, now: Date): Hold {
  const claims = [...hold.claims].sort((a, b) => a.seat.rowIndex - b.seat.rowIndex || a.seat.column - b.seat.column)
  return {
    id: hold.id,
    showtime: presentShowtime(showtime),
    seats: claims.map((claim) => presentSeat(claim.seat, claim.price)),
    amounts: totals(
      claims.map((claim) => claim.price),
      feePerTicket,
    ),
    expiresAt: hold.expiresAt.toISOString(),
    status: holdStatus(hold, now),
    providers: payment.providers,
    testPayment: payment.testPayment,
  }
}

/** The doc 1 §3 ticket transaction for the analytics events: 'completed' when paid, amounts in centavos. */
export function presentTransactionAnalytics(
  transaction: { id: number; receiptNumber: string; status: string; provider: string; total: number },
  showtime: ShowtimeSummary,
  seatCount: number,
): TicketTransactionAnalytics {
  const status = transaction.status as TransactionStatus
  return {
    status: status === 'paid' ? 'completed' : status,
    transactionId: transaction.id,
    totalAmount: transaction.total,
    movieId: showtime.movieId,
    movieTitle: showtime.movieTitle,
    totalSeats: seatCount,
    theaterName: showtime.theaterName,
    mallName: showtime.mallName,
    paymentMethod: transaction.provider as PaymentProviderFamily,
    receiptNumber: transaction.receiptNumber,
    mallGroupId: showtime.cinemaGroupId,
  }
}
