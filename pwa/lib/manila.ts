/**
 * Manila dates and Philippine pesos as every page shows them. Dates are Manila calendar days
 * "YYYY-MM-DD"; Manila has been UTC+8 without daylight saving since 1978, so the offset is a constant.
 */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

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

/** Spec doc 2 §5: three parts, year-month-day, and a real calendar date. */
export function isRealIsoDate(value: string): boolean {
  return parseIsoDay(value) !== null
}

/** The Manila calendar date of an instant, e.g. today's date for the device clock. */
export function manilaDate(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10)
}

// Formatters made on first use: a page's first `Intl` formatter loads the locale's data (the currency's too), tens of
// milliseconds that the pages without a price or a count (most of them) should not spend while the app starts
// (decision 040, "Stop 31").
let count: Intl.NumberFormat | undefined
let pesos: Intl.NumberFormat | undefined

/** A count in the en-PH style: 18250 → '18,250'. */
export function formatCount(value: number): string {
  count ??= new Intl.NumberFormat('en-PH')
  return count.format(value)
}

/** Pesos with two decimals in the en-PH style (spec doc 2 §1): 350 → '₱350.00'. */
export function formatPesos(amount: number): string {
  pesos ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return pesos.format(amount)
}
