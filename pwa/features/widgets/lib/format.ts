/** Dates and times on the widget tiles, always in Manila (the site's time zone). */
import { MANILA_TIME_ZONE, parseIsoDay } from '@/lib/manila'

const CLOCK = new Intl.DateTimeFormat('en-PH', { timeZone: MANILA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })
const TODAY = new Intl.DateTimeFormat('en-PH', { timeZone: MANILA_TIME_ZONE, weekday: 'long', month: 'short', day: 'numeric' })
const WEEKDAY = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short' })
const DAY = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })

/** '3:45 PM' in Manila. */
export function manilaClock(instant: Date): string {
  return CLOCK.format(instant).replace(/\s?([ap])\.?m\.?$/i, (_match, half: string) => ` ${half.toUpperCase()}M`)
}

/** 'Saturday, Nov 21' in Manila. */
export function manilaDayLabel(instant: Date): string {
  return TODAY.format(instant)
}

/** 'Sun' for a calendar day YYYY-MM-DD ('' when it is not a real date). */
export function weekdayOf(day: string): string {
  const date = parseIsoDay(day)
  return date ? WEEKDAY.format(date) : ''
}

/** 'Fri, Nov 20, 2026' for a calendar day YYYY-MM-DD (the text itself when it is not a real date). */
export function longDay(day: string): string {
  const date = parseIsoDay(day)
  return date ? DAY.format(date) : day
}

/** '+0.07', '-0.15' or '0.00' pesos. */
export function signedChange(change: number): string {
  if (change === 0) return '0.00'
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(2)}`
}
