/** Dates and times on the widget tiles, always in Manila (the site's time zone). */
import { formatCalendar, formatClock } from '@/lib/calendar-format'
import { parseIsoDay } from '@/lib/manila'

/** '3:45 PM' in Manila. */
export function manilaClock(instant: Date): string {
  return formatClock(instant)
}

/** 'Saturday, Nov 21' in Manila. */
export function manilaDayLabel(instant: Date): string {
  return formatCalendar(instant, { weekday: 'long', month: 'short', day: 'numeric' })
}

/** 'Sun' for a calendar day YYYY-MM-DD ('' when it is not a real date). */
export function weekdayOf(day: string): string {
  const date = parseIsoDay(day)
  return date ? formatCalendar(date, { weekday: 'short' }, 'UTC') : ''
}

/** 'Fri, Nov 20, 2026' for a calendar day YYYY-MM-DD (the text itself when it is not a real date). */
export function longDay(day: string): string {
  const date = parseIsoDay(day)
  return date ? formatCalendar(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, 'UTC') : day
}

/** '+0.07', '-0.15' or '0.00' pesos. */
export function signedChange(change: number): string {
  if (change === 0) return '0.00'
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(2)}`
}
