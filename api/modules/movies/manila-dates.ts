import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfWeek } from 'date-fns'
import { SITE_TIME_ZONE, type Clock } from '../../clock.ts'

/** "YYYY-MM-DD" of the Manila calendar day of an instant. */
export function manilaDate(instant: Date): string {
  return format(new TZDate(instant.getTime(), SITE_TIME_ZONE), 'yyyy-MM-dd')
}

/** The last Manila day computed, with the UTC instants it spans: [start, end). */
let lastDay: { date: string; start: number; end: number } | undefined

/**
 * Today in Manila, read from the injected clock. Hot paths call this on every request (cache keys),
 * and a time-zone conversion costs microseconds, so the day and its bounds are remembered.
 */
export function manilaToday(clock: Clock): string {
  const now = clock.now().getTime()
  if (lastDay && now >= lastDay.start && now < lastDay.end) return lastDay.date
  const local = new TZDate(now, SITE_TIME_ZONE)
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, SITE_TIME_ZONE).getTime()
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, 0, SITE_TIME_ZONE).getTime()
  lastDay = { date: format(local, 'yyyy-MM-dd'), start, end }
  return lastDay.date
}

/** 12-hour Manila time of an instant, e.g. '7:30 PM'. */
export function manilaShowTime(instant: Date): string {
  return format(new TZDate(instant.getTime(), SITE_TIME_ZONE), 'h:mm a')
}

/** The Manila week (Monday to Sunday) containing `instant`, as inclusive "YYYY-MM-DD" dates. */
export function manilaWeek(instant: Date): { start: string; end: string } {
  const monday = startOfWeek(new TZDate(instant.getTime(), SITE_TIME_ZONE), { weekStartsOn: 1 })
  return { start: format(monday, 'yyyy-MM-dd'), end: format(addDays(monday, 6), 'yyyy-MM-dd') }
}
