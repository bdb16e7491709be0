/**
 * Dates and times as the public pages print them ('Sat, Nov 28', 'November 28, 2026', '7:30 PM'), in Manila or in
 * UTC (a calendar day 'YYYY-MM-DD' read at UTC midnight), without `Intl` (decision 040, "Stop 31"). The first
 * `Intl.DateTimeFormat` a page makes loads the locale's and the time zone's data: 40 to 55 ms of a phone's main
 * thread while the page starts, for strings this small table writes in microseconds. The output is exactly what
 * `Intl.DateTimeFormat('en-PH', …)` writes for the same options (tests/unit/calendar-format.test.ts compares the
 * two over thousands of instants), so the server's HTML and the browser's hydration still agree wherever each
 * formats. Manila has been UTC+8 without daylight saving since 1990 (the time zone database's last summer time there); calendar days read at UTC midnight need no zone at all.
 */
import { MANILA_OFFSET_MS } from '@/lib/manila'

export type CalendarZone = 'Asia/Manila' | 'UTC'

/** The options this formatter knows: the en-PH patterns the pages use. */
export interface CalendarOptions {
  weekday?: 'short' | 'long'
  month?: 'short' | 'long'
  day?: 'numeric'
  year?: 'numeric'
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
// en-PH's short names are the first three letters, September included ('Sep').
const short = (name: string) => name.slice(0, 3)

/** The wall-clock fields of an instant in a zone (UTC fields of the shifted instant). */
function fieldsOf(instant: Date, zone: CalendarZone): Date {
  return zone === 'UTC' ? instant : new Date(instant.getTime() + MANILA_OFFSET_MS)
}

/** `Intl.DateTimeFormat('en-PH', { ...options, timeZone: zone }).format(instant)`, for the options above. */
export function formatCalendar(instant: Date, options: CalendarOptions, zone: CalendarZone = 'Asia/Manila'): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value')
  const at = fieldsOf(instant, zone)
  const weekday = options.weekday && (options.weekday === 'long' ? WEEKDAYS[at.getUTCDay()]! : short(WEEKDAYS[at.getUTCDay()]!))
  const month = options.month && (options.month === 'long' ? MONTHS[at.getUTCMonth()]! : short(MONTHS[at.getUTCMonth()]!))
  const day = options.day ? String(at.getUTCDate()) : undefined
  const year = options.year ? String(at.getUTCFullYear()) : undefined
  // en-PH: "Sat, Nov 28, 2026", "Sat, Nov 28", "November 28, 2026", "Nov 28", "Nov 2026", "Nov", "28", "Sat".
  const monthDay = [month, day].filter(Boolean).join(' ')
  const dated = year ? (monthDay ? (day ? `${monthDay}, ${year}` : `${monthDay} ${year}`) : year) : monthDay
  return [weekday, dated].filter(Boolean).join(', ')
}

/** '7:30 PM' (`Intl` en-PH or en-US, hour numeric, minute 2-digit, 12-hour, with a plain space, as both engines write it). */
export function formatClock(instant: Date, zone: CalendarZone = 'Asia/Manila'): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value')
  const at = fieldsOf(instant, zone)
  const hours = at.getUTCHours()
  return `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** 'YYYY-MM-DD', the calendar day of an instant in the zone. */
export function isoDayOf(instant: Date, zone: CalendarZone = 'Asia/Manila'): string {
  return fieldsOf(instant, zone).toISOString().slice(0, 10)
}
