/**
 * Showtime rules of spec doc 2 §4-§5, as pure functions of an injected `now` (the device clock in
 * the browser, a fixed instant in tests). Dates are Manila calendar dates "YYYY-MM-DD".
 */
import { isRealIsoDate, MANILA_OFFSET_MS, manilaDate } from '@/lib/manila'
import { formatCalendar, type CalendarOptions } from '@/lib/calendar-format'

const DAY_MS = 24 * 60 * 60 * 1000

/** How many dates the theater pages offer: today and the next 6 days (Manila). */
export const THEATER_DAYS = 7

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Today and the following days in Manila: the theater pages' date chips. */
export function manilaWeek(now: Date, days = THEATER_DAYS): string[] {
  const today = manilaDate(now)
  return Array.from({ length: days }, (_, index) => addDays(today, index))
}

/** Minutes after midnight of a 12-hour time like '7:30 PM' or '12:05 AM'; null when unreadable. */
export function parseShowTime(showTime: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(showTime)
  if (!match) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  if (hour < 1 || hour > 12 || minute > 59) return null
  const pm = match[3]!.toLowerCase() === 'p'
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute
}

/** The instant a show starts: its Manila date and 12-hour time; null when either is unreadable. */
export function showtimeInstant(showDate: string, showTime: string): Date | null {
  const minutes = parseShowTime(showTime)
  if (minutes === null || !isRealIsoDate(showDate)) return null
  const [year, month, day] = showDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day) + minutes * 60_000 - MANILA_OFFSET_MS)
}

export type ShowtimeState = 'past' | 'future'

/**
 * Spec doc 2 §4: a showtime whose date and time are earlier than now is past (disabled, greyed
 * out); a show starting this very minute is still future. An unreadable date or time counts as
 * past, so it can never be bought by mistake.
 */
export function showtimeState(showDate: string, showTime: string, now: Date): ShowtimeState {
  const instant = showtimeInstant(showDate, showTime)
  if (!instant) return 'past'
  return instant.getTime() < now.getTime() ? 'past' : 'future'
}

/** 'Advanced Booking' badge: the date is after today in Manila. */
export function isAdvanceBooking(showDate: string, now: Date): boolean {
  return isRealIsoDate(showDate) && showDate > manilaDate(now)
}

/** "Later today" filter: the show is today (Manila) and has not started. */
export function isLaterToday(showDate: string, showTime: string, now: Date): boolean {
  return showDate === manilaDate(now) && showtimeState(showDate, showTime, now) === 'future'
}

/** A Manila date for people: 'Sat, Nov 21' (or 'Invalid Date' for anything that is not a real date). */
export function formatShowDate(date: string, options: CalendarOptions = { weekday: 'short', month: 'short', day: 'numeric' }): string {
  if (!isRealIsoDate(date)) return 'Invalid Date'
  return formatCalendar(new Date(`${date}T00:00:00Z`), options, 'UTC')
}

/** Date chip label: Today, Tomorrow, else the weekday ('Tue'); the chip shows the date under it. */
export function dateChipLabel(date: string, now: Date): string {
  const today = manilaDate(now)
  if (date === today) return 'Today'
  if (date === addDays(today, 1)) return 'Tomorrow'
  return formatShowDate(date, { weekday: 'short' })
}

