const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * Short relative time of a post (doc 3 §2 posts tab, §9): '5m', '3h', '2d', '1w', '2mo', '1y', and
 * 'now' under a minute. Whole units, rounded down (there is no 'about', 'over' or 'almost').
 */
export function shortRelativeTime(iso: string, now: number): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return 'now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`
  if (elapsed < MONTH) return `${Math.floor(elapsed / WEEK)}w`
  if (elapsed < YEAR) return `${Math.floor(elapsed / MONTH)}mo`
  return `${Math.floor(elapsed / YEAR)}y`
}
