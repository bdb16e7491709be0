/**
 * The Prisma selects of the ticket flow (decision 037).
 */
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/** A client or the client of an interactive transaction: every function here reads and writes through either. */
export type Reader = Db | Prisma.TransactionClient

export const showtimeSelect = {
  id: true,
  movieId: true,
  startsAt: true,
  showDate: true,
  price: true,
  format: true,
  buyTicket: true,
  available: true,
  hallId: true,
  movie: { select: { title: true } },
  theater: { select: { id: true, name: true, mall: { select: { name: true, operator: true } } } },
  hall: { select: { id: true, name: true, premiumSurcharge: true, columns: true } },
} satisfies Prisma.ScheduleSelect

export type ShowtimeRow = Prisma.ScheduleGetPayload<{ select: typeof showtimeSelect }>

export const findShowtime = (db: Reader, id: number) => db.schedule.findUnique({ where: { id }, select: showtimeSelect })

export const seatSelect = { id: true, row: true, rowIndex: true, number: true, column: true, kind: true } satisfies Prisma.HallSeatSelect
export type SeatRow = Prisma.HallSeatGetPayload<{ select: typeof seatSelect }>

export const hallSeats = (db: Reader, hallId: number) =>
  db.hallSeat.findMany({ where: { hallId }, select: seatSelect, orderBy: [{ rowIndex: 'asc' }, { column: 'asc' }] })

/** Claims still in force at `now` (sold, or held and not yet expired). */
export const liveClaims = (db: Reader, scheduleId: number, now: Date) =>
  db.seatClaim.findMany({
    where: { scheduleId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { seatId: true, holdId: true, expiresAt: true, hold: { select: { userId: true } } },
  })

export const holdSelect = {
  id: true,
  userId: true,
  scheduleId: true,
  status: true,
  expiresAt: true,
  claims: { select: { price: true, seat: { select: seatSelect } } },
} satisfies Prisma.SeatHoldSelect
export type HoldRow = Prisma.SeatHoldGetPayload<{ select: typeof holdSelect }>

export const transactionSelect = {
  id: true,
  receiptNumber: true,
  userId: true,
  scheduleId: true,
  status: true,
  subtotal: true,
  convenienceFee: true,
  total: true,
  provider: true,
  testPayment: true,
  providerReference: true,
  seats: true,
  createdAt: true,
  paidAt: true,
  refundedAt: true,
  schedule: { select: showtimeSelect },
  tickets: { select: { id: true, seatId: true, token: true, checkedInAt: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.TicketTransactionSelect
export type TransactionRow = Prisma.TicketTransactionGetPayload<{ select: typeof transactionSelect }>

export const findTransaction = (db: Reader, id: number) => db.ticketTransaction.findUnique({ where: { id }, select: transactionSelect })

/** A buyer's purchases that have (or had) tickets: paid and refunded ones. */
export const purchasesOf = (db: Reader, userId: number) =>
  db.ticketTransaction.findMany({ where: { userId, status: { in: ['paid', 'refunded'] } }, select: transactionSelect, orderBy: { id: 'asc' } })

export const findHold = (db: Reader, id: number) => db.seatHold.findUnique({ where: { id }, select: holdSelect })

/** Ends a buyer's holds on a showtime that are still active or at checkout: their seats go, a pending payment of theirs is cancelled. */
export async function endOpenHolds(tx: Reader, userId: number, scheduleId: number): Promise<void> {
  const earlier = await tx.seatHold.findMany({ where: { userId, scheduleId, status: { in: ['active', 'checkout'] } }, select: { id: true } })
  if (earlier.length === 0) return
  const ids = earlier.map((row) => row.id)
  await tx.seatClaim.deleteMany({ where: { holdId: { in: ids } } })
  await tx.seatHold.updateMany({ where: { id: { in: ids } }, data: { status: 'released' } })
  await tx.ticketTransaction.updateMany({ where: { holdId: { in: ids }, status: 'pending' }, data: { status: 'cancelled' } })
}

/** Expired claims on these seats free them now; a live claim stays (and makes a new claim's insert fail). */
export const deleteExpiredClaims = (tx: Reader, scheduleId: number, seatIds: number[], now: Date) =>
  tx.seatClaim.deleteMany({ where: { scheduleId, seatId: { in: seatIds }, expiresAt: { lte: now } } })

/**
 * A new active hold with one claim per seat, in the order given (callers pass seat order, so two buyers' inserts
 * never wait on each other crosswise). A seat someone else claims fails the insert on the unique (showtime, seat).
 */
export async function createHold(
  tx: Reader,
  hold: { userId: number; scheduleId: number; expiresAt: Date; createdAt: Date },
  claims: { seatId: number; price: number }[],
): Promise<number> {
  const { id } = await tx.seatHold.create({ data: { ...hold, status: 'active' }, select: { id: true } })
  await tx.seatClaim.createMany({ data: claims.map((claim) => ({ ...claim, scheduleId: hold.scheduleId, holdId: id, expiresAt: hold.expiresAt })) })
  return id
}

/** A cancelled hold: its unsold seats are free, it is released, a pending payment of it is cancelled. */
export async function releaseHold(tx: Reader, id: number): Promise<void> {
  await tx.seatClaim.deleteMany({ where: { holdId: id, expiresAt: { not: null } } })
  await tx.seatHold.updateMany({ where: { id, status: { in: ['active', 'checkout'] } }, data: { status: 'released' } })
  await tx.ticketTransaction.updateMany({ where: { holdId: id, status: 'pending' }, data: { status: 'cancelled' } })
}

export const ticketByToken = (db: Reader, token: string) =>
  db.ticket.findUnique({
    where: { token },
    select: { id: true, seatId: true, checkedInAt: true, transactionId: true, transaction: { select: { status: true, scheduleId: true, seats: true } } },
  })

/** Checks a ticket in unless it already is (a conditional update): whether this call did it. */
export const checkInOnce = async (db: Reader, id: number, staffId: number, now: Date): Promise<boolean> =>
  (await db.ticket.updateMany({ where: { id, checkedInAt: null }, data: { checkedInAt: now, checkedInById: staffId } })).count === 1

export const ticketCheckedInAt = async (db: Reader, id: number) => (await db.ticket.findUniqueOrThrow({ where: { id }, select: { checkedInAt: true } })).checkedInAt

export const ticketSettingsRow = (db: Reader, group: string) => db.ticketSettings.findUnique({ where: { group } })

/** SiteSetting demoData: "true" on the demo database the seed made (scripts/lib/database.ts). */
export const demoDataSetting = async (db: Reader) => (await db.siteSetting.findUnique({ where: { key: 'demoData' }, select: { value: true } }))?.value ?? null

/** Cinemas with at least one seat map, by name (the public ticket facts). */
export const theatersWithSeatMaps = (db: Reader) =>
  db.theater.findMany({
    where: { halls: { some: {} } },
    select: { id: true, name: true, slug: true, mall: { select: { name: true, city: true, operator: true } } },
    orderBy: { name: 'asc' },
    take: 1000,
  })

/** One seat of a hall's map as it is written. */
export type HallSeatData = Prisma.HallSeatCreateManyInput
