import { TZDate } from '@date-fns/tz'
import { SITE_TIME_ZONE as MANILA } from '../../api/clock.ts'

export interface CalendarDay {
  year: number
  /** 1-12 */
  month: number
  day: number
}

/** The Manila calendar day of an instant. */
export function manilaDay(instant: Date): CalendarDay {
  const local = new TZDate(instant.getTime(), MANILA)
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }
}

export function formatDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The Manila day `offset` days after `day` (month and year boundaries handled). */
export function addDays(day: CalendarDay, offset: number): CalendarDay {
  // Noon avoids any edge at midnight; Manila has no daylight saving time but we do not rely on it.
  return manilaDay(manilaInstant(day, 12, 0, offset))
}

/** The instant of hh:mm on a Manila calendar day (optionally shifted by whole days). */
export function manilaInstant(day: CalendarDay, hours: number, minutes: number, dayOffset = 0): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day + dayOffset, hours, minutes, 0, MANILA).getTime())
}

/** "YYYY-MM-DD" of the Manila day `offset` days from the Manila day of `now`. */
export function manilaDateFromNow(now: Date, offset: number): string {
  return formatDay(addDays(manilaDay(now), offset))
}
