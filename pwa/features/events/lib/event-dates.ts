/** Event dates as the pages show them, always in Manila time (doc 2 §1: 12-hour AM/PM). */
const TZ = 'Asia/Manila'
const DAY = new Intl.DateTimeFormat('en-PH', { weekday: 'short', month: 'short', day: 'numeric', timeZone: TZ })
const DAY_YEAR = new Intl.DateTimeFormat('en-PH', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: TZ })
const SHORT_DAY = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', timeZone: TZ })
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TZ })
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TZ })

const manilaDay = (date: Date) => ISO_DAY.format(date)

/**
 * "Sat, Nov 28 · 7:00 PM – 11:00 PM" for a one-day event, "Nov 24 – Nov 26" for a longer one;
 * the year is added when it is not `now`'s year.
 */
export function eventWhen(startIso: string, endIso: string | null, now = new Date()): string {
  const start = new Date(startIso)
  if (Number.isNaN(start.getTime())) return ''
  const end = endIso ? new Date(endIso) : null
  const sameYear = manilaDay(start).slice(0, 4) === manilaDay(now).slice(0, 4)
  if (end && !Number.isNaN(end.getTime()) && manilaDay(end) !== manilaDay(start)) {
    const last = sameYear ? SHORT_DAY.format(end) : `${SHORT_DAY.format(end)}, ${manilaDay(end).slice(0, 4)}`
    return `${SHORT_DAY.format(start)} – ${last}`
  }
  const day = (sameYear ? DAY : DAY_YEAR).format(start)
  const time = end && !Number.isNaN(end.getTime()) ? `${TIME.format(start)} – ${TIME.format(end)}` : TIME.format(start)
  return `${day} · ${time}`
}

/** "Nov 24 – Dec 23" (festival dates). */
export function dateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso)
  const end = new Date(endIso)
  if (manilaDay(start) === manilaDay(end)) return SHORT_DAY.format(start)
  return `${SHORT_DAY.format(start)} – ${SHORT_DAY.format(end)}`
}

/** The Manila day and month of an instant for a calendar badge: { month: 'NOV', day: '28' }. */
export function calendarBadge(iso: string): { month: string; day: string } {
  const date = new Date(iso)
  return {
    month: new Intl.DateTimeFormat('en-PH', { month: 'short', timeZone: TZ }).format(date).toUpperCase(),
    day: new Intl.DateTimeFormat('en-PH', { day: 'numeric', timeZone: TZ }).format(date),
  }
}
