import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { SITE_TIME_ZONE } from '../../clock.ts'

/** ISO string of an instant with the Manila offset, to the second: "2026-11-26T19:30:00+08:00". */
export function manilaIso(instant: Date): string {
  return format(new TZDate(instant.getTime(), SITE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX")
}

/** The instants a Manila calendar date "YYYY-MM-DD" spans: [start, end). */
export function manilaDayWindow(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return {
    start: new Date(new TZDate(year, month - 1, day, 0, 0, 0, SITE_TIME_ZONE).getTime()),
    end: new Date(new TZDate(year, month - 1, day + 1, 0, 0, 0, SITE_TIME_ZONE).getTime()),
  }
}

/**
 * Whether a programme belongs to a Manila date's schedule: it does when it overlaps the day at all, so one that
 * starts at 23:30 and ends at 01:00 is listed on both days (the repository's query is the same condition).
 */
export function overlapsManilaDay(programme: { startsAt: Date; endsAt: Date }, date: string): boolean {
  const { start, end } = manilaDayWindow(date)
  return programme.startsAt < end && programme.endsAt > start
}
