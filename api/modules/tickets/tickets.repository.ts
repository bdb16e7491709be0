/**
 * The Prisma selects of the ticket flow (decision 037).
 */
import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Reader = Db | Prisma.TransactionClient

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
