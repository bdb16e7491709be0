/**
 * Running times as the site shows them (spec doc 2 §3: hours become h and minutes become m):
 * '2 hours 5 minutes' → '2h 5m', 125 → '2h 5m', '90' → '1h 30m', '45 mins' → '45m'.
 */

const UNIT_PATTERN = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi

/** Minutes → '2h 5m' ('1h' on the hour, '45m' under an hour); '' for nothing, zero or a negative. */
export function formatRuntimeMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return ''
  const total = Math.round(minutes)
  const hours = Math.floor(total / 60)
  const rest = total % 60
  if (hours === 0) return `${rest}m`
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`
}

/**
 * Total minutes of a runtime given as minutes or as text ('2 hours 5 minutes', '2h 5m', '125',
 * '1 hr 30 mins'); null when it cannot be read.
 */
export function runtimeMinutes(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null
  const text = value.trim()
  if (text === '') return null
  if (/^\d+(\.\d+)?$/.test(text)) return runtimeMinutes(Number(text))
  let total = 0
  let matched = false
  for (const match of text.matchAll(UNIT_PATTERN)) {
    matched = true
    const amount = Number(match[1])
    total += match[2]!.toLowerCase().startsWith('h') ? amount * 60 : amount
  }
  return matched && total > 0 ? Math.round(total) : null
}

/**
 * The display form of a runtime. Unreadable text is returned with its units shortened
 * ('hours' → 'h', 'minutes' → 'm') rather than dropped.
 */
export function normaliseRuntime(value: number | string | null | undefined): string {
  const minutes = runtimeMinutes(value)
  if (minutes !== null) return formatRuntimeMinutes(minutes)
  if (typeof value !== 'string') return ''
  return value
    .trim()
    .replace(/\s*\bhours?\b/gi, 'h')
    .replace(/\s*\bminutes?\b/gi, 'm')
}
