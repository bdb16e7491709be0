/**
 * Pure seat rules (decision 037): the stranded-single-seat check and the totals in centavos.
 */
import type { Amounts } from '../../contracts/tickets.ts'

export interface GridSeat {
  id: number
  label: string
  rowIndex: number
  column: number
}

/**
 * The free seats a choice would leave stranded: a single free seat whose two neighbours (the seats in the
 * next grid columns of its row; an aisle or the row's end counts as a wall) are all not free after the
 * choice, where at least one neighbour is a chosen seat. Gaps others left earlier are not the buyer's doing.
 */
export function strandedSeats(seats: GridSeat[], unavailable: ReadonlySet<number>, chosen: ReadonlySet<number>): GridSeat[] {
  const at = new Map(seats.map((seat) => [`${seat.rowIndex}:${seat.column}`, seat]))
  const blocked = (seat: GridSeat | undefined) => seat === undefined || unavailable.has(seat.id) || chosen.has(seat.id)
  const stranded: GridSeat[] = []
  for (const seat of seats) {
    if (unavailable.has(seat.id) || chosen.has(seat.id)) continue
    const left = at.get(`${seat.rowIndex}:${seat.column - 1}`)
    const right = at.get(`${seat.rowIndex}:${seat.column + 1}`)
    if (!blocked(left) || !blocked(right)) continue
    if ((left && chosen.has(left.id)) || (right && chosen.has(right.id))) stranded.push(seat)
  }
  return stranded
}

/** Subtotal, convenience fee (per ticket) and total: integers only. */
export function totals(prices: number[], feePerTicket: number): Amounts {
  const subtotal = prices.reduce((sum, price) => sum + price, 0)
  const convenienceFee = feePerTicket * prices.length
  return { currency: 'PHP', subtotal, convenienceFee, total: subtotal + convenienceFee }
}

/** A seat's price: the showtime's price, plus the hall's surcharge for a premium seat. */
export const seatPrice = (kind: string, showtimePrice: number, premiumSurcharge: number) =>
  kind === 'premium' ? showtimePrice + premiumSurcharge : showtimePrice
