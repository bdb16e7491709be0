/**
 * The Prisma reads and writes of the admin ticket area that are more than one call (decision 037).
 */
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { showtimeSelect } from '../tickets/tickets.repository.ts'

type Tx = Prisma.TransactionClient

/** No seat of the showtime is held (a live claim) or sold (a claim without expiry; a refund deletes it). */
const noSeatsInUse = (now: Date) => ({ seatClaims: { none: { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } } }) satisfies Prisma.ScheduleWhereInput

export const findShowtimeForHall = (db: Db | Tx, id: number) => db.schedule.findUnique({ where: { id }, select: showtimeSelect })

export const findHallOf = (db: Db | Tx, id: number) => db.hall.findUnique({ where: { id }, select: { id: true, theaterId: true, name: true } })

/**
 * Sets the showtime's hall when none of its seats is held or sold, in one conditional statement (so a hold
 * made meanwhile makes it a no-op rather than leaving claims on another hall's seats). Expired claims of the
 * old hall go with it. Returns false when seats were in use.
 */
export async function setShowtimeHall(tx: Tx, id: number, hallId: number | null, now: Date): Promise<boolean> {
  const { count } = await tx.schedule.updateMany({ where: { id, ...noSeatsInUse(now) }, data: { hallId } })
  if (count === 0) return false
  // Only expired ones: a hold that slipped in after the UPDATE (it read the old hall first) is not taken away.
  await tx.seatClaim.deleteMany({ where: { scheduleId: id, expiresAt: { lte: now } } })
  return true
}
