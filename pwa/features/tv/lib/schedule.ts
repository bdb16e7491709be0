/**
 * Pure helpers of the TV pages: programme times on a Manila day, the grid's geometry and the week of dates.
 * Programme instants carry the Manila offset ("2026-11-26T19:30:00+08:00"), so Date.parse gives the instant.
 */
import type { Programme } from '@contracts/tv'

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60

/** The instant a Manila date starts (00:00 +08:00), in ms. */
export function manilaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`)
}

/** Minutes from the start of `date` (Manila) to the programme's start and end, clipped to that day. */
export function programmeSpan(programme: Pick<Programme, 'start' | 'end'>, date: string): { from: number; to: number } {
  const dayStart = manilaDayStart(date)
  const from = Math.max(0, Math.round((Date.parse(programme.start) - dayStart) / MINUTE_MS))
  const to = Math.min(DAY_MINUTES, Math.round((Date.parse(programme.end) - dayStart) / MINUTE_MS))
  return { from, to: Math.max(from, to) }
}

/** Whether the programme is on at `now`. */
export function isOnAt(programme: Pick<Programme, 'start' | 'end'>, now: Date): boolean {
  const at = now.getTime()
  return Date.parse(programme.start) <= at && at < Date.parse(programme.end)
}

/** Whether the programme has ended at `now` (judged by the device clock, like past showtimes). */
export function hasEnded(programme: Pick<Programme, 'end'>, now: Date): boolean {
  return Date.parse(programme.end) <= now.getTime()
}

/** How far through the programme `now` is, 0..1. */
export function progressAt(programme: Pick<Programme, 'start' | 'end'>, now: Date): number {
  const start = Date.parse(programme.start)
  const length = Date.parse(programme.end) - start
  if (length <= 0) return 0
  return Math.min(1, Math.max(0, (now.getTime() - start) / length))
}

/** "12 AM", "1 AM" … "11 PM": the hour columns of the grid. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`
}

/** "45 min", "1 h", "1 h 30 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** The programme's start shown on `date`: "Earlier, 11:30 PM" style prefix when it began the day before. */
export function startsBefore(programme: Pick<Programme, 'start_date'>, date: string): boolean {
  return programme.start_date < date
}
