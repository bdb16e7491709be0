/**
 * Filters on theater and showtime lists ("beyond the reference site"): screen format chips built
 * from the data (Regular, 3D, IMAX, Director's Club …) and "Later today", remembered on the device.
 */
import { isLaterToday } from './showtime'

export const FILTERS_KEY = 'gala:showtimeFilters'

export interface ShowtimeFilters {
  /** Formats to keep; empty keeps every format. */
  formats: string[]
  laterToday: boolean
}

export const NO_FILTERS: ShowtimeFilters = { formats: [], laterToday: false }

interface FilterableShowtime {
  show_date: string
  show_time: string
  screening_type_display: string
}

/** The formats present in the data, in a stable order (Regular first, then alphabetical). */
export function availableFormats(showtimes: readonly FilterableShowtime[]): string[] {
  const formats = [...new Set(showtimes.map((showtime) => showtime.screening_type_display))]
  return formats.sort((a, b) => (a === 'Regular' ? -1 : b === 'Regular' ? 1 : a.localeCompare(b)))
}

export function applyFilters<T extends FilterableShowtime>(showtimes: readonly T[], filters: ShowtimeFilters, now: Date): T[] {
  return showtimes.filter(
    (showtime) =>
      (filters.formats.length === 0 || filters.formats.includes(showtime.screening_type_display)) &&
      (!filters.laterToday || isLaterToday(showtime.show_date, showtime.show_time, now)),
  )
}

export function readFilters(): ShowtimeFilters {
  try {
    const raw = window.localStorage.getItem(FILTERS_KEY)
    if (!raw) return NO_FILTERS
    const value = JSON.parse(raw) as Partial<ShowtimeFilters>
    return {
      formats: Array.isArray(value.formats) ? value.formats.filter((format): format is string => typeof format === 'string') : [],
      laterToday: value.laterToday === true,
    }
  } catch {
    return NO_FILTERS
  }
}

export function writeFilters(filters: ShowtimeFilters): void {
  try {
    window.localStorage.setItem(FILTERS_KEY, JSON.stringify(filters))
  } catch {
    // Storage blocked: the filters last for this page only.
  }
}
