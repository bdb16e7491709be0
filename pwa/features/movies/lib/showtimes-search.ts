/**
 * The ?date= of the showtimes and schedules routes. Its own tiny module on purpose: a route's validateSearch
 * stays in the entry chunk (only loaders and components are split off), so it must not pull the page's code in.
 */
export interface ShowtimesSearch {
  date?: string
}

/** ?date= when it is a real YYYY-MM-DD calendar date; anything else is dropped (the API then picks the first date with showtimes). */
export function validateShowtimesSearch(search: Record<string, unknown>): ShowtimesSearch {
  const date = search.date
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return {}
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? { date } : {}
}
