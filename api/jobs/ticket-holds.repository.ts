import type { Db } from '../db.ts'

/**
 * Tidies what expired by `now`: deletes expired seat claims and moves expired holds (active or at checkout)
 * and unpaid transactions to "expired". Run it in one transaction (inTransaction) so the three agree.
 */
export async function expireHoldsAt(tx: Db, now: Date): Promise<{ claims: number; holds: number; transactions: number }> {
  const claims = await tx.seatClaim.deleteMany({ where: { expiresAt: { lte: now } } })
  const holds = await tx.seatHold.updateMany({ where: { status: { in: ['active', 'checkout'] }, expiresAt: { lte: now } }, data: { status: 'expired' } })
  const transactions = await tx.ticketTransaction.updateMany({ where: { status: 'pending', expiresAt: { lte: now } }, data: { status: 'expired' } })
  return { claims: claims.count, holds: holds.count, transactions: transactions.count }
}
