/**
 * Seat maps described as blocks of seats between aisles (decision 037): the demo seed, the test factories and
 * the admin seat-map editor turn a layout into HallSeat rows with this one function.
 */
import type { HallSeatData } from './tickets.repository.ts'

export interface SeatMapLayout {
  /** Number of rows, lettered from "A" (nearest the screen). */
  rows: number
  /** Seats per block between aisles, left to right, e.g. [3, 8, 3]: an aisle column after each block. */
  blocks: number[]
  /** Rows (from the back) whose seats are premium. */
  premiumRows?: number
  /** Row A's first block starts with this many wheelchair spaces, each followed by a companion seat. */
  wheelchairSpaces?: number
}

export const STANDARD_SEAT_MAP: SeatMapLayout = { rows: 8, blocks: [3, 8, 3], premiumRows: 2, wheelchairSpaces: 1 }

const rowLetter = (index: number) => String.fromCharCode(64 + index)

/** The seats of a hall for a layout: seat numbers run 1..n across the row; aisles are skipped grid columns. */
export function buildSeatMapSeats(hallId: number, layout: SeatMapLayout = STANDARD_SEAT_MAP): HallSeatData[] {
  const seats: HallSeatData[] = []
  for (let rowIndex = 1; rowIndex <= layout.rows; rowIndex++) {
    let column = 0
    let number = 0
    for (const [blockIndex, size] of layout.blocks.entries()) {
      if (blockIndex > 0) column++ // the aisle
      for (let i = 0; i < size; i++) {
        column++
        number++
        const premium = rowIndex > layout.rows - (layout.premiumRows ?? 0)
        const wheelchairPairs = rowIndex === 1 && blockIndex === 0 ? (layout.wheelchairSpaces ?? 0) : 0
        const kind = i < wheelchairPairs * 2 ? (i % 2 === 0 ? 'wheelchair' : 'companion') : premium ? 'premium' : 'regular'
        seats.push({ hallId, row: rowLetter(rowIndex), rowIndex, number, column, kind })
      }
    }
  }
  return seats
}

/** Grid width of a layout (seats plus one aisle column between blocks). */
export const seatMapColumns = (layout: SeatMapLayout) => layout.blocks.reduce((sum, size) => sum + size, 0) + layout.blocks.length - 1

