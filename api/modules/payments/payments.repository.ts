import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/**
 * The writes of checkout and of the providers' callbacks (decision 037): the purchase (TicketTransaction), what
 * it does to its hold, claims and tickets when the callback settles it, and the callback log. Settling runs
 * inside one transaction: pass its client.
 */
export function paymentsRepository(db: Db) {
  return {
    logCallback: (data: { provider: string; transactionId?: number | null; eventId?: string; status?: string; outcome: string; receivedAt: Date }) =>
      db.paymentCallbackLog.create({ data }),

    buyerContact: (userId: number) => db.user.findUnique({ where: { id: userId }, select: { email: true, displayName: true, name: true } }),

    purchaseOfHold: (holdId: number) => db.ticketTransaction.findUnique({ where: { holdId }, select: { id: true } }),

    /** Moves a hold that is active and not expired to checkout (a conditional update): whether it moved. */
    holdToCheckout: async (holdId: number, now: Date) =>
      (await db.seatHold.updateMany({ where: { id: holdId, status: 'active', expiresAt: { gt: now } }, data: { status: 'checkout' } })).count === 1,

    createPurchase: (data: Prisma.TicketTransactionUncheckedCreateInput) => db.ticketTransaction.create({ data, select: { id: true, receiptNumber: true } }),

    purchaseByReference: (reference: string) => db.ticketTransaction.findUnique({ where: { providerReference: reference }, select: { id: true, provider: true, total: true } }),

    purchaseToSettle: async (id: number) =>
      (await db.ticketTransaction.findUnique({ where: { id }, select: { id: true, status: true, holdId: true, userId: true, expiresAt: true, seats: true } }))!,

    /** Moves a pending purchase to `status` (a conditional update): whether this call moved it. */
    settlePending: async (id: number, data: { status: 'failed' | 'expired' | 'paid'; lateCallbackAt?: Date; paidAt?: Date }) =>
      (await db.ticketTransaction.updateMany({ where: { id, status: 'pending' }, data })).count === 1,

    /** The hold's seats that are not sold go back on sale, and the hold ends with `status`. */
    async endHold(holdId: number, status: 'released' | 'expired') {
      await db.seatClaim.deleteMany({ where: { holdId, expiresAt: { not: null } } })
      await db.seatHold.update({ where: { id: holdId }, data: { status } })
    },

    liveClaimCount: (holdId: number, now: Date) => db.seatClaim.count({ where: { holdId, expiresAt: { gt: now } } }),

    /** The hold's seats are sold (their claims never expire), the hold is converted, one ticket per seat is issued. */
    async sell(holdId: number, tickets: { transactionId: number; userId: number; seatId: number; token: string }[]) {
      await db.seatClaim.updateMany({ where: { holdId }, data: { expiresAt: null } })
      await db.seatHold.update({ where: { id: holdId }, data: { status: 'converted' } })
      await db.ticket.createMany({ data: tickets })
    },
  }
}
