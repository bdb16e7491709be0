/**
 * Seat maps and seat holds (issue 17, decision 037). A seat is held or sold through one SeatClaim row,
 * unique per (showtime, seat): the database refuses the second claim, on SQLite and PostgreSQL alike, so
 * no two buyers can hold one seat whatever the timing. Expired claims count as free everywhere and are
 * deleted by the next hold that wants their seats (and by the worker's ticket-holds job).
 */
import { SEAT_ERROR_CODES, TICKET_MESSAGES, TICKET_RULES, type SeatMap, type SeatMapCell } from '../../contracts/tickets.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { requireCompleteProfile } from '../users/profile-completion.ts'
import { paymentMethods } from './payment-methods.ts'
import { seatPrice, strandedSeats } from './seat-rules.ts'
import { settingsFor, type EffectiveSettings } from './ticket-settings.ts'
import { presentHold, presentSeat, presentShowtime, seatLabel } from './tickets.presenter.ts'
import { createHold, deleteExpiredClaims, endOpenHolds, findHold, findShowtime, hallSeats, liveClaims, releaseHold, type ShowtimeRow } from './tickets.repository.ts'

/** Waiting for a connection and for the hold's own statements (decision 037). */
const HOLD_TRANSACTION = { maxWait: 15_000, timeout: 20_000 }

const SeatsTaken = (labels: string[]) =>
  new AppError(409, SEAT_ERROR_CODES.taken, `${TICKET_MESSAGES.taken}: ${labels.join(', ')}.`, { seats: labels })
const Stranded = (labels: string[]) =>
  new AppError(400, SEAT_ERROR_CODES.stranded, `${TICKET_MESSAGES.stranded}: ${labels.join(', ')}.`, { seats: labels })

export type HoldsDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>

export function holdsService(deps: HoldsDeps) {
  const { db, clock } = deps
  const methods = paymentMethods(deps)

  /** The showtime with a seat map, or 404 / 400 when it has none. */
  async function sellableShowtime(scheduleId: number): Promise<{ showtime: ShowtimeRow & { hall: NonNullable<ShowtimeRow['hall']> }; settings: EffectiveSettings }> {
    const showtime = await findShowtime(db, scheduleId)
    if (!showtime) throw NotFound(TICKET_MESSAGES.showtimeNotFound)
    if (!showtime.hall) throw BadRequest(TICKET_MESSAGES.noSeatMap, 'NO_SEAT_MAP')
    const settings = await settingsFor(db, showtime.theater.mall.operator)
    return { showtime: showtime as ShowtimeRow & { hall: NonNullable<ShowtimeRow['hall']> }, settings }
  }

  async function loadHold(id: number) {
    const hold = await findHold(db, id)
    if (!hold) throw NotFound(TICKET_MESSAGES.holdNotFound)
    return hold
  }

  async function ownHold(user: PublicUser, id: number) {
    const hold = await loadHold(id)
    // Someone else's hold is not found, as far as the caller can tell.
    if (hold.userId !== user.id) throw NotFound(TICKET_MESSAGES.holdNotFound)
    return hold
  }

  async function presentHoldById(id: number) {
    const hold = await loadHold(id)
    const showtime = (await findShowtime(db, hold.scheduleId))!
    const settings = await settingsFor(db, showtime.theater.mall.operator)
    return presentHold(hold, showtime, settings.convenienceFee, await methods.forGroup(settings), clock.now())
  }

  return {
    sellableShowtime,
    ownHold,
    presentHoldById,

    async seatMap(user: PublicUser, scheduleId: number): Promise<SeatMap> {
      const { showtime, settings } = await sellableShowtime(scheduleId)
      const now = clock.now()
      const [seats, claims, payment] = await Promise.all([hallSeats(db, showtime.hall.id), liveClaims(db, scheduleId, now), methods.forGroup(settings)])
      const claimBySeat = new Map(claims.map((claim) => [claim.seatId, claim]))
      const rows = new Map<string, SeatMapCell[]>()
      const rowColumns = new Map<string, Set<number>>()
      for (const seat of seats) {
        const claim = claimBySeat.get(seat.id)
        const state = !claim ? 'free' : claim.expiresAt === null ? 'taken' : claim.hold.userId === user.id ? 'mine' : 'held'
        const cells = rows.get(seat.row) ?? []
        cells.push({ type: 'seat', ...presentSeat(seat, seatPrice(seat.kind, showtime.price, showtime.hall.premiumSurcharge)), column: seat.column, state })
        rows.set(seat.row, cells)
        rowColumns.set(seat.row, (rowColumns.get(seat.row) ?? new Set()).add(seat.column))
      }
      const grid = [...rows.entries()].map(([row, cells]) => {
        const used = rowColumns.get(row)!
        for (let column = 1; column <= showtime.hall.columns; column++) if (!used.has(column)) cells.push({ type: 'gap', column })
        return { row, cells: cells.sort((a, b) => a.column - b.column) }
      })
      const ownClaim = claims.find((claim) => claim.hold.userId === user.id && claim.expiresAt !== null)
      return {
        showtime: presentShowtime(showtime),
        salesOpen: settings.salesEnabled && showtime.buyTicket && showtime.startsAt > now,
        maxSeats: TICKET_RULES.maxSeats,
        holdMinutes: settings.holdMinutes,
        convenienceFee: settings.convenienceFee,
        ...payment,
        columns: showtime.hall.columns,
        rows: grid,
        hold: ownClaim ? await presentHoldById(ownClaim.holdId) : null,
      }
    },

    /**
     * Holds `seatIds` for the caller, replacing their own earlier hold on this showtime (and cancelling its
     * pending payment). 409 SEATS_TAKEN names the seats someone else has; 400 STRANDED_SEAT names the seat
     * that would be left alone; 403 PAYMENT_UNAVAILABLE when the cinema group has no working payment method, so
     * no seat is held that cannot be paid for.
     */
    async hold(user: PublicUser, scheduleId: number, seatIds: number[]) {
      requireCompleteProfile(user)
      const { showtime, settings } = await sellableShowtime(scheduleId)
      const now = clock.now()
      if (!settings.salesEnabled || !showtime.buyTicket) throw Forbidden(TICKET_MESSAGES.salesOff)
      if (showtime.startsAt <= now) throw BadRequest(TICKET_MESSAGES.showtimePast, 'SHOWTIME_PAST')
      const payment = await methods.forGroup(settings)
      if (payment.providers.length === 0) throw new AppError(403, 'PAYMENT_UNAVAILABLE', TICKET_MESSAGES.paymentUnavailable)
      const seats = await hallSeats(db, showtime.hall.id)
      const byId = new Map(seats.map((seat) => [seat.id, seat]))
      const chosen = seatIds.map((id) => byId.get(id))
      if (chosen.some((seat) => seat === undefined)) throw BadRequest(TICKET_MESSAGES.unknownSeat, 'UNKNOWN_SEAT')
      const chosenSeats = chosen as NonNullable<(typeof chosen)[number]>[]

      const claims = await liveClaims(db, scheduleId, now)
      const others = claims.filter((claim) => claim.hold.userId !== user.id)
      const taken = chosenSeats.filter((seat) => others.some((claim) => claim.seatId === seat.id))
      if (taken.length > 0) throw SeatsTaken(taken.map(seatLabel))
      const stranded = strandedSeats(
        seats.map((seat) => ({ ...seat, label: seatLabel(seat) })),
        new Set(others.map((claim) => claim.seatId)),
        new Set(seatIds),
      )
      if (stranded.length > 0) throw Stranded(stranded.map((seat) => seat.label))

      const expiresAt = new Date(now.getTime() + settings.holdMinutes * 60_000)
      let holdId: number
      try {
        holdId = await inTransaction(db, async (tx) => {
          // The caller's earlier hold on this showtime ends (its pending payment is cancelled).
          await endOpenHolds(tx, user.id, scheduleId)
          // Expired claims on these seats free them now; a live claim stays and makes the insert fail.
          await deleteExpiredClaims(tx, scheduleId, seatIds, now)
          return createHold(
            tx,
            { userId: user.id, scheduleId, expiresAt, createdAt: now },
            // In seat order, so two buyers' inserts never wait on each other crosswise (no deadlock on PostgreSQL).
            [...chosenSeats].sort((a, b) => a.id - b.id).map((seat) => ({ seatId: seat.id, price: seatPrice(seat.kind, showtime.price, showtime.hall.premiumSurcharge) })),
          )
          // Many buyers at once queue for a pooled connection (PostgreSQL): wait for one rather than give up after
          // Prisma's default 2 s, so a rush on the last seats ends in 201s and 409s, not 503s.
        }, HOLD_TRANSACTION)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Someone claimed one of these seats between our look and our insert: name what is taken now.
        const live = await liveClaims(db, scheduleId, clock.now())
        const lost = chosenSeats.filter((seat) => live.some((claim) => claim.seatId === seat.id && claim.hold.userId !== user.id))
        throw SeatsTaken((lost.length > 0 ? lost : chosenSeats).map(seatLabel))
      }
      // Presented from what this call already read (no second round of queries on the hot path).
      const held = {
        id: holdId,
        userId: user.id,
        scheduleId,
        status: 'active',
        expiresAt,
        claims: chosenSeats.map((seat) => ({ price: seatPrice(seat.kind, showtime.price, showtime.hall.premiumSurcharge), seat })),
      }
      return presentHold(held, showtime, settings.convenienceFee, payment, now)
    },

    async get(user: PublicUser, id: number) {
      await ownHold(user, id)
      return presentHoldById(id)
    },

    /** Cancel: the seats are free at once; a pending payment of the hold is cancelled. Idempotent. */
    async release(user: PublicUser, id: number) {
      const hold = await ownHold(user, id)
      if (hold.status === 'converted') throw Conflict(TICKET_MESSAGES.holdUsed, 'HOLD_USED')
      await inTransaction(db, (tx) => releaseHold(tx, id))
      return presentHoldById(id)
    },
  }
}

