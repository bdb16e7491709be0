import { PLACE_MESSAGES } from '@contracts/places-rules'
import type { OpeningHoursSpecification, PlaceSummary } from '@contracts/places'

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const SHORT: Record<string, string> = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun' }

/** "HH:mm" (Manila local) in the 12-hour format of doc 2 §1: "08:00" → "8:00 AM", "00:30" → "12:30 AM". */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const suffix = hours >= 12 && hours < 24 ? 'PM' : 'AM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`
}

/** Days as people write them: every day → "Daily", a run → "Tue–Sun", otherwise "Mon, Wed, Fri". */
export function daysLabel(days: string[]): string {
  const indexes = [...new Set(days.map((day) => WEEK.indexOf(day as (typeof WEEK)[number])).filter((index) => index >= 0))].sort((a, b) => a - b)
  if (indexes.length === 0) return ''
  if (indexes.length === 7) return 'Daily'
  const consecutive = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1)
  if (consecutive && indexes.length >= 3) return `${SHORT[WEEK[indexes[0]!]]}–${SHORT[WEEK[indexes.at(-1)!]]}`
  return indexes.map((index) => SHORT[WEEK[index]]).join(', ')
}

/** One line per opening-hours entry: "Tue–Sun 9:00 AM – 6:00 PM". */
export function hoursLines(specs: OpeningHoursSpecification[]): string[] {
  return specs.map((spec) => [daysLabel(spec.dayOfWeek), `${formatTime(spec.opens)} – ${formatTime(spec.closes)}`].filter(Boolean).join(' '))
}

/** The card's hours line: the opening hours, else the price range, else 'Hours not specified' (doc 2 §2). */
export function cardHoursText(place: Pick<PlaceSummary, 'openingHoursSpecification' | 'priceRange'>): { kind: 'hours' | 'price' | 'none'; text: string } {
  const lines = hoursLines(place.openingHoursSpecification)
  if (lines.length > 0) return { kind: 'hours', text: lines.join('; ') }
  if (place.priceRange) return { kind: 'price', text: place.priceRange }
  return { kind: 'none', text: PLACE_MESSAGES.hoursNotSpecified }
}

/** "Manila, Metro Manila" (locality and region, either may be missing). */
export function localityText(address: PlaceSummary['address']): string {
  return [address.addressLocality, address.addressRegion].filter((part, index, parts) => part && parts.indexOf(part) === index).join(', ')
}
