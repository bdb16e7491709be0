/** Release dates as the movie pages show them. */
import { formatCalendar } from '@/lib/calendar-format'
import { parseIsoDay } from '@/lib/manila'

/** 'YYYY-MM-DD' → 'Sat, November 21, 2026'; 'Invalid Date' when it is not a real day (spec doc 2 §5). */
export function formatReleaseDate(day: string | null | undefined): string {
  const value = parseIsoDay(day)
  return value ? formatCalendar(value, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' }, 'UTC') : 'Invalid Date'
}
