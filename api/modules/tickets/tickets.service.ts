/**
 * Purchases and e-tickets (issue 17, decision 037): the return page's status, my tickets (upcoming and
 * past), one ticket per seat with a signed token and its QR code, and the staff check-in.
 */
import QRCode from 'qrcode'
import { TICKET_MESSAGES, type PaymentProviderFamily, type Seat, type Ticket, type TicketTransaction, type TransactionStatus } from '../../contracts/tickets.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { Db } from '../../db.ts'
import { AppError, Conflict, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaShowTime } from '../movies/manila-dates.ts'
import { presentShowtime, presentTransactionAnalytics } from './tickets.presenter.ts'
import { checkInOnce, findShowtime, findTransaction, purchasesOf, ticketByToken, ticketCheckedInAt, type TransactionRow } from './tickets.repository.ts'
import { verifyToken } from './ticket-token.ts'

/** Upcoming tickets stay "upcoming" (and in the offline vault) until a day after the show. */
const UPCOMING_GRACE_MS = 24 * 60 * 60_000

/** The purchase and showtime reads other modules (payments, admin tickets) share with the ticket flow. */
export { findTransaction, showtimeSelect } from './tickets.repository.ts'

/** The seats as they were bought (stored with the transaction, so later map edits change nothing). */
export function purchasedSeats(json: string): Seat[] {
  try {
    const seats = JSON.parse(json) as Seat[]
    return Array.isArray(seats) ? seats : []
  } catch {
    return []
  }
}

export async function presentTransaction(row: TransactionRow, options: { withTickets?: boolean } = {}): Promise<TicketTransaction> {
  const seats = purchasedSeats(row.seats)
  const seatById = new Map(seats.map((seat) => [seat.id, seat]))
  const tickets: Ticket[] =
    options.withTickets === false
      ? []
      : await Promise.all(
          row.tickets.map(async (ticket) => ({
            id: ticket.id,
            seat: seatById.get(ticket.seatId)!,
            token: ticket.token,
            qrSvg: await QRCode.toString(ticket.token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
            checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
          })),
        )
  const showtime = presentShowtime(row.schedule)
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    status: row.status as TransactionStatus,
    provider: row.provider as PaymentProviderFamily,
    testPayment: row.testPayment,
    amounts: { currency: 'PHP', subtotal: row.subtotal, convenienceFee: row.convenienceFee, total: row.total },
    showtime,
    seats,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    tickets,
    analytics: presentTransactionAnalytics(row, showtime, seats.length),
  }
}

const checkedInMessage = (at: Date) => `${TICKET_MESSAGES.alreadyCheckedIn} at ${manilaShowTime(at)} on ${at.toLocaleDateString('en-US', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' })}.`

export function ticketsService(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const { db, clock } = deps

  return {
    /** The caller's own purchase (404 for anyone else's). `paidOnly`: /api/tickets/:id shows purchases with tickets. */
    async transaction(user: PublicUser, id: number, options: { paidOnly?: boolean } = {}): Promise<TicketTransaction> {
      const row = await findTransaction(db, id)
      if (!row || row.userId !== user.id) throw NotFound(options.paidOnly ? TICKET_MESSAGES.ticketNotFound : TICKET_MESSAGES.transactionNotFound)
      if (options.paidOnly && row.status !== 'paid' && row.status !== 'refunded') throw NotFound(TICKET_MESSAGES.ticketNotFound)
      return presentTransaction(row)
    },

    /** Paid purchases: upcoming (the show is less than a day ago), soonest first; past, newest first. Refunded ones are past. */
    async mine(user: PublicUser) {
      const rows = await purchasesOf(db, user.id)
      const cutoff = clock.now().getTime() - UPCOMING_GRACE_MS
      const upcoming = rows.filter((row) => row.status === 'paid' && row.schedule.startsAt.getTime() > cutoff)
      const past = rows.filter((row) => !upcoming.includes(row))
      upcoming.sort((a, b) => a.schedule.startsAt.getTime() - b.schedule.startsAt.getTime())
      past.sort((a, b) => b.schedule.startsAt.getTime() - a.schedule.startsAt.getTime())
      return {
        upcoming: await Promise.all(upcoming.map((row) => presentTransaction(row))),
        past: await Promise.all(past.map((row) => presentTransaction(row))),
      }
    },

    /** Staff at the door: a valid token checks in once; the second time is 409 saying when. */
    async checkIn(staff: PublicUser, token: string) {
      if (!verifyToken(deps.config.tickets.tokenSecret, token)) throw new AppError(400, 'INVALID_TICKET', TICKET_MESSAGES.invalidToken)
      const ticket = await ticketByToken(db, token)
      if (!ticket) throw new AppError(400, 'INVALID_TICKET', TICKET_MESSAGES.invalidToken)
      if (ticket.transaction.status !== 'paid') throw Conflict(TICKET_MESSAGES.ticketNotPaid, 'TICKET_NOT_VALID')
      const now = clock.now()
      if (!(await checkInOnce(db, ticket.id, staff.id, now))) {
        const checkedInAt = (await ticketCheckedInAt(db, ticket.id))!
        throw new AppError(409, 'ALREADY_CHECKED_IN', checkedInMessage(checkedInAt), { checkedInAt: checkedInAt.toISOString() })
      }
      const showtime = (await findShowtime(db, ticket.transaction.scheduleId))!
      const seat = purchasedSeats(ticket.transaction.seats).find((entry) => entry.id === ticket.seatId)!
      return {
        status: 'success',
        message: `Checked in: ${seat.label}, ${showtime.movie.title}, ${manilaShowTime(showtime.startsAt)}.`,
        data: { ticketId: ticket.id, seat, showtime: presentShowtime(showtime), checkedInAt: now.toISOString() },
      }
    },
  }
}

/** A showtime of the ticket flow with its movie, cinema (group) and hall, or null: for the payments module. */
export const showtimeById = (db: Db, id: number) => findShowtime(db, id)
