/**
 * The Prisma reads and writes of the admin ticket area (decision 037): settings, transactions and refunds, halls
 * and their seat maps, showtimes' halls, the sales report.
 */
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { showtimeSelect } from '../tickets/tickets.service.ts'

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

const adminTransactionSelect = {
  id: true,
  receiptNumber: true,
  status: true,
  provider: true,
  testPayment: true,
  providerReference: true,
  subtotal: true,
  convenienceFee: true,
  total: true,
  seats: true,
  createdAt: true,
  paidAt: true,
  refundedAt: true,
  holdId: true,
  user: { select: { id: true, username: true, email: true } },
  schedule: { select: showtimeSelect },
  _count: { select: { tickets: true } },
} satisfies Prisma.TicketTransactionSelect
export type AdminTransactionRow = Prisma.TicketTransactionGetPayload<{ select: typeof adminTransactionSelect }>

/** The cinema group (mall operator) of every cinema. */
export const theaterOperators = async (db: Db) => (await db.theater.findMany({ select: { mall: { select: { operator: true } } } })).map((row) => row.mall.operator)

export const saveTicketSettings = (tx: Db | Tx, group: string, data: Omit<Prisma.TicketSettingsCreateInput, 'group'>) =>
  tx.ticketSettings.upsert({ where: { group }, update: data, create: { group, ...data } })

/** A page of transactions, newest first, by status and by receipt number or the buyer's email or username. */
export function transactionPage(db: Db, filter: { status?: string; q?: string }, skip: number, take: number) {
  const q = filter.q
  const where: Prisma.TicketTransactionWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(q ? { OR: [{ receiptNumber: { contains: q.toUpperCase() } }, { user: { email: { contains: q.toLowerCase() } } }, { user: { username: { contains: q.toLowerCase() } } }] } : {}),
  }
  return Promise.all([
    db.ticketTransaction.findMany({ where, select: adminTransactionSelect, orderBy: { id: 'desc' }, skip, take }),
    db.ticketTransaction.count({ where }),
  ])
}

export const findAdminTransaction = (db: Db, id: number) => db.ticketTransaction.findUnique({ where: { id }, select: adminTransactionSelect })

/** Refunds a paid transaction (a conditional update) and frees its seats: false when it was not paid. */
export async function refundPaid(tx: Db | Tx, id: number, holdId: number, now: Date): Promise<boolean> {
  const { count } = await tx.ticketTransaction.updateMany({ where: { id, status: 'paid' }, data: { status: 'refunded', refundedAt: now } })
  if (count === 0) return false
  await tx.seatClaim.deleteMany({ where: { holdId } })
  return true
}

export const hallList = (db: Db, theaterId: number | undefined) =>
  db.hall.findMany({
    where: theaterId ? { theaterId } : {},
    select: { id: true, theaterId: true, screenNumber: true, name: true, premiumSurcharge: true, columns: true, _count: { select: { seats: true } } },
    orderBy: [{ theaterId: 'asc' }, { screenNumber: 'asc' }],
    take: 500,
  })

export const theaterExists = async (db: Db, id: number) => (await db.theater.findUnique({ where: { id }, select: { id: true } })) !== null

export const hallAtScreen = (db: Db, theaterId: number, screenNumber: number) =>
  db.hall.findUnique({ where: { theaterId_screenNumber: { theaterId, screenNumber } }, select: { id: true } })

export const findHall = (db: Db, id: number) => db.hall.findUnique({ where: { id }, select: { id: true, theaterId: true, name: true, premiumSurcharge: true, columns: true } })

/** Claims (held or sold) and tickets on the hall's seats. */
export const hallSeatsInUse = async (db: Db, hallId: number) =>
  (await db.seatClaim.count({ where: { seat: { hallId } } })) + (await db.ticket.count({ where: { seat: { hallId } } }))

type HallFields = { name: string; premiumSurcharge: number; columns: number }

/** A new hall with its seat map. */
export async function createHall(tx: Db | Tx, hall: HallFields & { theaterId: number; screenNumber: number }, seats: (hallId: number) => Prisma.HallSeatCreateManyInput[]): Promise<number> {
  const { id } = await tx.hall.create({ data: hall, select: { id: true } })
  await tx.hallSeat.createMany({ data: seats(id) })
  return id
}

/** A hall renamed, repriced and its seat map redrawn. */
export async function redrawHall(tx: Db | Tx, id: number, hall: HallFields, seats: Prisma.HallSeatCreateManyInput[]): Promise<void> {
  await tx.hallSeat.deleteMany({ where: { hallId: id } })
  await tx.hall.update({ where: { id }, data: hall })
  await tx.hallSeat.createMany({ data: seats })
}

/** Paid sales whose payment falls in [from, until). */
export const paidSales = (db: Db, from: Date, until: Date) =>
  db.ticketTransaction.findMany({
    where: { status: 'paid', paidAt: { gte: from, lt: until } },
    select: { total: true, seats: true, paidAt: true, schedule: { select: { theater: { select: { id: true, name: true, mall: { select: { name: true } } } } } } },
  })
