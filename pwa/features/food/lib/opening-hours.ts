import type { OpeningHoursSpecification } from '@contracts/places'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const short = (day: string) => day.slice(0, 3)

/** "17:00" → "5:00 PM" (doc 2: 12-hour AM/PM times). */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** "Mon–Sat" for a run of consecutive days, "Daily" for all seven, else a comma list. */
export function dayRange(days: readonly string[]): string {
  const indexes = [...new Set(days.map((day) => DAYS.indexOf(day)).filter((index) => index >= 0))].sort((a, b) => a - b)
  if (indexes.length === 7) return 'Daily'
  if (indexes.length === 0) return ''
  const consecutive = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1)
  if (consecutive && indexes.length > 2) return `${short(DAYS[indexes[0]!]!)}–${short(DAYS[indexes.at(-1)!]!)}`
  return indexes.map((index) => short(DAYS[index]!)).join(', ')
}

/** One line per opening-hours entry: "Daily, 10:00 AM – 10:00 PM". */
export function openingHoursLines(hours: readonly OpeningHoursSpecification[]): string[] {
  return hours.map((entry) => {
    const days = dayRange(entry.dayOfWeek)
    const times = `${twelveHour(entry.opens)} – ${twelveHour(entry.closes)}`
    return days ? `${days}, ${times}` : times
  })
}
