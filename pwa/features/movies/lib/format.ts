/** Money and Manila dates as the movie pages show them. */

export const MANILA_TIME_ZONE = 'Asia/Manila'

const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Pesos with two decimals in the en-PH style: 350 → '₱350.00'. */
export function formatPesos(amount: number): string {
  return pesos.format(amount)
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day 'YYYY-MM-DD' as a Date at UTC midnight, or null unless it has three parts and is a
 * real date (spec doc 2 §5: 2026-02-30 is not).
 */
export function parseIsoDay(day: string | null | undefined): Date | null {
  const match = ISO_DAY.exec(day ?? '')
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const value = new Date(Date.UTC(year, month - 1, date))
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== date) return null
  return value
}

const longDay = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' })

/** 'YYYY-MM-DD' → 'Sat, November 21, 2026'; 'Invalid Date' when it is not a real day (spec doc 2 §5). */
export function formatReleaseDate(day: string | null | undefined): string {
  const value = parseIsoDay(day)
  return value ? longDay.format(value) : 'Invalid Date'
}

const isoDayInManila = new Intl.DateTimeFormat('en-CA', { timeZone: MANILA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date in Manila as 'YYYY-MM-DD' for the instant `now`. */
export function manilaDay(now: Date): string {
  return isoDayInManila.format(now)
}
