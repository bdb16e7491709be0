/** Release dates as the movie pages show them. */
import { parseIsoDay } from '@/lib/manila'

const longDay = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' })

/** 'YYYY-MM-DD' → 'Sat, November 21, 2026'; 'Invalid Date' when it is not a real day (spec doc 2 §5). */
export function formatReleaseDate(day: string | null | undefined): string {
  const value = parseIsoDay(day)
  return value ? longDay.format(value) : 'Invalid Date'
}
