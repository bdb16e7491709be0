/** Event dates as the pages show them, always in Manila time (doc 2 §1: 12-hour AM/PM), through lib/calendar-format. */
import { formatCalendar, formatClock, isoDayOf } from '@/lib/calendar-format'

const shortDay = (date: Date) => formatCalendar(date, { month: 'short', day: 'numeric' })

/**
 * "Sat, Nov 28 · 7:00 PM – 11:00 PM" for a one-day event, "Nov 24 – Nov 26" for a longer one;
 * the year is added when it is not `now`'s year.
 */
export function eventWhen(startIso: string, endIso: string | null, now = new Date()): string {
  const start = new Date(startIso)
  if (Number.isNaN(start.getTime())) return ''
  const end = endIso ? new Date(endIso) : null
  const sameYear = isoDayOf(start).slice(0, 4) === isoDayOf(now).slice(0, 4)
  if (end && !Number.isNaN(end.getTime()) && isoDayOf(end) !== isoDayOf(start)) {
    const last = sameYear ? shortDay(end) : `${shortDay(end)}, ${isoDayOf(end).slice(0, 4)}`
    return `${shortDay(start)} – ${last}`
  }
  const day = formatCalendar(start, { weekday: 'short', month: 'short', day: 'numeric', year: sameYear ? undefined : 'numeric' })
  const time = end && !Number.isNaN(end.getTime()) ? `${formatClock(start)} – ${formatClock(end)}` : formatClock(start)
  return `${day} · ${time}`
}

/** "Nov 24 – Dec 23" (festival dates). */
export function dateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso)
  const end = new Date(endIso)
  if (isoDayOf(start) === isoDayOf(end)) return shortDay(start)
  return `${shortDay(start)} – ${shortDay(end)}`
}

/** The Manila day and month of an instant for a calendar badge: { month: 'NOV', day: '28' }. */
export function calendarBadge(iso: string): { month: string; day: string } {
  const date = new Date(iso)
  return { month: formatCalendar(date, { month: 'short' }).toUpperCase(), day: formatCalendar(date, { day: 'numeric' }) }
}
