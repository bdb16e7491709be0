/**
 * Checkout and payment callbacks (issue 17, decision 037). The callback is the only thing that marks a
 * purchase paid: verified by its HMAC signature, applied at most once (a conditional update from pending),
 * replays answered without effect, and a payment arriving after the hold expired recorded but not sold.
 */
import { randomBytes } from 'node:crypto'
import { SEAT_ERROR_CODES, TICKET_MESSAGES, type PaymentCallback, type PaymentProviderFamily, type Seat } from '../../contracts/tickets.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../errors.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import type { AppDeps } from '../../types.ts'
import { manilaDate, manilaShowTime } from '../movies/manila-dates.ts'
import { holdsService } from '../tickets/holds.service.ts'
import { totals } from '../tickets/seat-rules.ts'
import { issueToken } from '../tickets/ticket-token.ts'
import { settingsFor } from '../tickets/ticket-settings.ts'
import { presentSeat } from '../tickets/tickets.presenter.ts'
import { findShowtime } from '../tickets/tickets.repository.ts'
import { findTransaction, presentTransaction } from '../tickets/tickets.service.ts'
import { providerFor } from './provider.ts'

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function receiptNumber(now: Date): string {
  const bytes = randomBytes(8)
  const code = [...bytes].map((byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]).join('')
  return `GALA-${manilaDate(now).replaceAll('-', '')}-${code}`
}

export type CallbackOutcome = 'applied' | 'duplicate' | 'invalid-signature' | 'unknown-reference' | 'amount-mismatch' | 'late' | 'ignored'

export function paymentsService(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>) {
  const { db, clock, config } = deps
  const holds = holdsService(deps)

  const log = (data: { provider: string; transactionId?: number | null; eventId?: string; status?: string; outcome: CallbackOutcome }, tx: Prisma.TransactionClient | typeof db = db) =>
    tx.paymentCallbackLog.create({ data: { ...data, receivedAt: clock.now() } })

  async function sendReceipt(transactionId: number) {
    const row = await findTransaction(db, transactionId)
    if (!row) return
    const user = await db.user.findUnique({ where: { id: row.userId }, select: { email: true, displayName: true, name: true } })
    if (!user?.email) return
    const purchase = await presentTransaction(row, { withTickets: false })
    const pesos = (centavos: number) => `PHP ${(centavos / 100).toFixed(2)}`
    const seats = purchase.seats.map((seat) => seat.label).join(', ')
    const when = `${purchase.showtime.showDate} ${purchase.showtime.showTime}`
    const link = `${config.publicUrl}/profile/ticket/${purchase.id}`
    const lines = [
      `Thank you for your purchase${user.displayName || user.name ? `, ${user.displayName ?? user.name}` : ''}.`,
      `Receipt number: ${purchase.receiptNumber}`,
      `${purchase.showtime.movieTitle} — ${purchase.showtime.theaterName}, ${purchase.showtime.hall?.name ?? ''}`,
      `Show: ${when}`,
      `Seats: ${seats}`,
      `Tickets: ${pesos(purchase.amounts.subtotal)}; convenience fee: ${pesos(purchase.amounts.convenienceFee)}; total: ${pesos(purchase.amounts.total)}`,
      `Your e-tickets with their QR codes: ${link}`,
    ]
    const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
    try {
      await deps.mailer.send({
        to: user.email,
        subject: `Your Gala tickets: ${purchase.showtime.movieTitle} (${purchase.receiptNumber})`,
        text: lines.join('\n'),
        html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
      })
    } catch (error) {
      deps.logger.warn({ err: error, transactionId }, 'ticket receipt email failed')
    }
  }

  return {
    /** Starts the hosted payment of a hold: a pending transaction and the provider page's address. */
    async checkout(user: PublicUser, holdId: number, family?: PaymentProviderFamily) {
      const hold = await holds.ownHold(user, holdId)
      const now = clock.now()
      if (hold.status === 'converted') throw Conflict(TICKET_MESSAGES.holdUsed, 'HOLD_USED')
      if (hold.status === 'released' || hold.status === 'expired' || hold.expiresAt <= now) {
        throw new AppError(409, SEAT_ERROR_CODES.holdExpired, TICKET_MESSAGES.holdExpired)
      }
      const showtime = (await findShowtime(db, hold.scheduleId))!
      const settings = await settingsFor(db, showtime.theater.mall.operator)
      if (!settings.salesEnabled) throw Forbidden(TICKET_MESSAGES.salesOff)
      const chosen = family ?? settings.provider
      const provider = providerFor(config, chosen)
      if (!provider) throw BadRequest(TICKET_MESSAGES.providerUnavailable, 'PROVIDER_UNAVAILABLE')

      const existing = await db.ticketTransaction.findUnique({ where: { holdId }, select: { id: true } })
      if (existing) throw Conflict(TICKET_MESSAGES.holdUsed, 'HOLD_USED')

      const seats: Seat[] = hold.claims
        .map((claim) => presentSeat(claim.seat, claim.price))
        .sort((a, b) => a.row.localeCompare(b.row) || a.number - b.number)
      const amounts = totals(
        seats.map((seat) => seat.price),
        settings.convenienceFee,
      )
      const reference = `gp_${randomBytes(12).toString('hex')}`
      const created = await db.$transaction(async (tx) => {
        const moved = await tx.seatHold.updateMany({ where: { id: holdId, status: 'active', expiresAt: { gt: now } }, data: { status: 'checkout' } })
        if (moved.count === 0) return null
        return tx.ticketTransaction.create({
          data: {
            receiptNumber: receiptNumber(now),
            userId: user.id,
            holdId,
            scheduleId: hold.scheduleId,
            status: 'pending',
            subtotal: amounts.subtotal,
            convenienceFee: amounts.convenienceFee,
            total: amounts.total,
            provider: chosen,
            providerReference: reference,
            seats: JSON.stringify(seats),
            createdAt: now,
            expiresAt: hold.expiresAt,
          },
          select: { id: true, receiptNumber: true },
        })
      })
      if (!created) throw Conflict(TICKET_MESSAGES.holdUsed, 'HOLD_USED')
      const redirectUrl = provider.createPayment({
        reference,
        amount: amounts.total,
        description: `${showtime.movie.title}, ${showtime.showDate} ${manilaShowTime(showtime.startsAt)}, ${seats.map((seat) => seat.label).join(' ')}`,
        callbackUrl: `${config.publicUrl}/api/payments/${chosen}/callback`,
        returnUrl: `${config.publicUrl}/payment/${chosen}/completed?transaction=${created.id}`,
      })
      return { transactionId: created.id, receiptNumber: created.receiptNumber, provider: chosen, redirectUrl, amounts, expiresAt: hold.expiresAt.toISOString() }
    },

    /** The provider's server-to-server notice. Answers what happened; only a valid, first, timely "paid" sells. */
    async callback(family: PaymentProviderFamily, body: PaymentCallback): Promise<{ outcome: CallbackOutcome; transactionStatus?: string }> {
      const provider = providerFor(config, family)
      if (!provider) throw NotFound(TICKET_MESSAGES.unknownProvider)
      if (!provider.verifyCallback(body)) {
        await log({ provider: family, eventId: body.eventId, status: body.status, outcome: 'invalid-signature' })
        throw new AppError(401, 'INVALID_SIGNATURE', TICKET_MESSAGES.invalidSignature)
      }
      const transaction = await db.ticketTransaction.findUnique({ where: { providerReference: body.reference }, select: { id: true, provider: true, total: true } })
      if (!transaction || transaction.provider !== family) {
        await log({ provider: family, eventId: body.eventId, status: body.status, outcome: 'unknown-reference' })
        throw NotFound(TICKET_MESSAGES.transactionNotFound)
      }
      if (body.amount !== transaction.total) {
        await log({ provider: family, transactionId: transaction.id, eventId: body.eventId, status: body.status, outcome: 'amount-mismatch' })
        throw BadRequest(`The amount ${body.amount} does not match the transaction's total ${transaction.total}`, 'AMOUNT_MISMATCH')
      }
      const now = clock.now()
      const result = await db.$transaction(async (tx) => {
        const row = (await tx.ticketTransaction.findUnique({ where: { id: transaction.id }, select: { id: true, status: true, holdId: true, userId: true, expiresAt: true, seats: true } }))!
        const entry = { provider: family, transactionId: row.id, eventId: body.eventId, status: body.status }
        if (row.status !== 'pending') {
          // The same news again is a duplicate; other news about a settled purchase (paid after a cancel) is ignored, and kept in the log.
          const outcome = row.status === body.status ? ('duplicate' as const) : ('ignored' as const)
          await log({ ...entry, outcome }, tx)
          return { outcome, transactionStatus: row.status }
        }
        if (body.status === 'failed') {
          const { count } = await tx.ticketTransaction.updateMany({ where: { id: row.id, status: 'pending' }, data: { status: 'failed' } })
          if (count === 0) return { outcome: 'duplicate' as const }
          await tx.seatClaim.deleteMany({ where: { holdId: row.holdId, expiresAt: { not: null } } })
          await tx.seatHold.update({ where: { id: row.holdId }, data: { status: 'released' } })
          await log({ ...entry, outcome: 'applied' }, tx)
          return { outcome: 'applied' as const, transactionStatus: 'failed' }
        }
        const seats = JSON.parse(row.seats) as Seat[]
        const liveClaims = await tx.seatClaim.count({ where: { holdId: row.holdId, expiresAt: { gt: now } } })
        if (row.expiresAt <= now || liveClaims !== seats.length) {
          // Too late: the seats may already be someone else's. Recorded for the provider's refund; nothing sold.
          const late = await tx.ticketTransaction.updateMany({ where: { id: row.id, status: 'pending' }, data: { status: 'expired', lateCallbackAt: now } })
          if (late.count === 0) return { outcome: 'duplicate' as const }
          await tx.seatClaim.deleteMany({ where: { holdId: row.holdId, expiresAt: { not: null } } })
          await tx.seatHold.update({ where: { id: row.holdId }, data: { status: 'expired' } })
          await log({ ...entry, outcome: 'late' }, tx)
          return { outcome: 'late' as const, transactionStatus: 'expired' }
        }
        const { count } = await tx.ticketTransaction.updateMany({ where: { id: row.id, status: 'pending' }, data: { status: 'paid', paidAt: now } })
        if (count === 0) return { outcome: 'duplicate' as const }
        await tx.seatClaim.updateMany({ where: { holdId: row.holdId }, data: { expiresAt: null } })
        await tx.seatHold.update({ where: { id: row.holdId }, data: { status: 'converted' } })
        await tx.ticket.createMany({
          data: seats.map((seat) => ({ transactionId: row.id, userId: row.userId, seatId: seat.id, token: issueToken(config.tickets.tokenSecret) })),
        })
        await log({ ...entry, outcome: 'applied' }, tx)
        return { outcome: 'applied' as const, transactionStatus: 'paid' }
      })
      if (result.outcome === 'applied' && result.transactionStatus === 'paid') await sendReceipt(transaction.id)
      return result
    },
  }
}
