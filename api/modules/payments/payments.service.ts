/**
 * Checkout and payment callbacks (issue 17, decision 037). The callback is the only thing that marks a
 * purchase paid: verified by its HMAC signature, applied at most once (a conditional update from pending),
 * replays answered without effect, and a payment arriving after the hold expired recorded but not sold.
 */
import { randomBytes } from 'node:crypto'
import { SEAT_ERROR_CODES, TICKET_MESSAGES, type PaymentCallback, type PaymentProviderFamily, type Seat } from '../../contracts/tickets.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../errors.ts'
import { inTransaction, type Db } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { manilaDate, manilaShowTime } from '../movies/manila-dates.ts'
import { holdsService } from '../tickets/holds.service.ts'
import { paymentMethods } from '../tickets/payment-methods.ts'
import { totals } from '../tickets/seat-rules.ts'
import { issueToken } from '../tickets/ticket-token.ts'
import { settingsFor } from '../tickets/ticket-settings.ts'
import { presentSeat } from '../tickets/tickets.presenter.ts'
import { findTransaction, presentTransaction, showtimeById } from '../tickets/tickets.service.ts'
import { paymentsRepository } from './payments.repository.ts'
import { createProvider } from './provider.ts'

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
  const methods = paymentMethods(deps)
  const repo = paymentsRepository(db)

  /** The family's provider when it works now (a configured one, or the test provider while it is on). */
  const usableProvider = async (family: PaymentProviderFamily) => {
    const entry = await methods.usable(family)
    return entry ? createProvider(family, entry, config.publicUrl) : undefined
  }

  const log = (data: { provider: string; transactionId?: number | null; eventId?: string; status?: string; outcome: CallbackOutcome }, tx: Db = db) =>
    paymentsRepository(tx).logCallback({ ...data, receivedAt: clock.now() })

  async function sendReceipt(transactionId: number) {
    const row = await findTransaction(db, transactionId)
    if (!row) return
    const user = await repo.buyerContact(row.userId)
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
      ...(purchase.testPayment ? [`${TICKET_MESSAGES.testPayment}. ${TICKET_MESSAGES.testPaymentAfter}`] : []),
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
      const showtime = (await showtimeById(db, hold.scheduleId))!
      const settings = await settingsFor(db, showtime.theater.mall.operator)
      if (!settings.salesEnabled) throw Forbidden(TICKET_MESSAGES.salesOff)
      const chosen = family ?? settings.provider
      // Only the cinema group's own method, and only while it works (decision 045).
      const provider = chosen === settings.provider ? await usableProvider(chosen) : undefined
      if (!provider) throw BadRequest(TICKET_MESSAGES.providerUnavailable, 'PROVIDER_UNAVAILABLE')

      const existing = await repo.purchaseOfHold(holdId)
      if (existing) throw Conflict(TICKET_MESSAGES.holdUsed, 'HOLD_USED')

      const seats: Seat[] = hold.claims
        .map((claim) => presentSeat(claim.seat, claim.price))
        .sort((a, b) => a.row.localeCompare(b.row) || a.number - b.number)
      const amounts = totals(
        seats.map((seat) => seat.price),
        settings.convenienceFee,
      )
      const reference = `gp_${randomBytes(12).toString('hex')}`
      const created = await inTransaction(db, async (tx) => {
        const purchases = paymentsRepository(tx)
        if (!(await purchases.holdToCheckout(holdId, now))) return null
        return purchases.createPurchase({
          receiptNumber: receiptNumber(now),
          userId: user.id,
          holdId,
          scheduleId: hold.scheduleId,
          status: 'pending',
          subtotal: amounts.subtotal,
          convenienceFee: amounts.convenienceFee,
          total: amounts.total,
          provider: chosen,
          testPayment: provider.kind === 'test',
          providerReference: reference,
          seats: JSON.stringify(seats),
          createdAt: now,
          expiresAt: hold.expiresAt,
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
      const provider = await usableProvider(family)
      if (!provider) throw NotFound(TICKET_MESSAGES.unknownProvider)
      if (!provider.verifyCallback(body)) {
        await log({ provider: family, eventId: body.eventId, status: body.status, outcome: 'invalid-signature' })
        throw new AppError(401, 'INVALID_SIGNATURE', TICKET_MESSAGES.invalidSignature)
      }
      const transaction = await repo.purchaseByReference(body.reference)
      if (!transaction || transaction.provider !== family) {
        await log({ provider: family, eventId: body.eventId, status: body.status, outcome: 'unknown-reference' })
        throw NotFound(TICKET_MESSAGES.transactionNotFound)
      }
      if (body.amount !== transaction.total) {
        await log({ provider: family, transactionId: transaction.id, eventId: body.eventId, status: body.status, outcome: 'amount-mismatch' })
        throw BadRequest(`The amount ${body.amount} does not match the transaction's total ${transaction.total}`, 'AMOUNT_MISMATCH')
      }
      const now = clock.now()
      const result = await inTransaction(db, async (tx) => {
        const purchases = paymentsRepository(tx)
        const row = await purchases.purchaseToSettle(transaction.id)
        const entry = { provider: family, transactionId: row.id, eventId: body.eventId, status: body.status }
        if (row.status !== 'pending') {
          // The same news again is a duplicate; other news about a settled purchase (paid after a cancel) is ignored, and kept in the log.
          const outcome = row.status === body.status ? ('duplicate' as const) : ('ignored' as const)
          await log({ ...entry, outcome }, tx)
          return { outcome, transactionStatus: row.status }
        }
        if (body.status === 'failed') {
          if (!(await purchases.settlePending(row.id, { status: 'failed' }))) return { outcome: 'duplicate' as const }
          await purchases.endHold(row.holdId, 'released')
          await log({ ...entry, outcome: 'applied' }, tx)
          return { outcome: 'applied' as const, transactionStatus: 'failed' }
        }
        const seats = JSON.parse(row.seats) as Seat[]
        const liveClaims = await purchases.liveClaimCount(row.holdId, now)
        if (row.expiresAt <= now || liveClaims !== seats.length) {
          // Too late: the seats may already be someone else's. Recorded for the provider's refund; nothing sold.
          if (!(await purchases.settlePending(row.id, { status: 'expired', lateCallbackAt: now }))) return { outcome: 'duplicate' as const }
          await purchases.endHold(row.holdId, 'expired')
          await log({ ...entry, outcome: 'late' }, tx)
          return { outcome: 'late' as const, transactionStatus: 'expired' }
        }
        if (!(await purchases.settlePending(row.id, { status: 'paid', paidAt: now }))) return { outcome: 'duplicate' as const }
        await purchases.sell(
          row.holdId,
          seats.map((seat) => ({ transactionId: row.id, userId: row.userId, seatId: seat.id, token: issueToken(config.tickets.tokenSecret) })),
        )
        await log({ ...entry, outcome: 'applied' }, tx)
        return { outcome: 'applied' as const, transactionStatus: 'paid' }
      })
      if (result.outcome === 'applied' && result.transactionStatus === 'paid') await sendReceipt(transaction.id)
      return result
    },
  }
}
