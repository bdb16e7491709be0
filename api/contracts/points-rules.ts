/**
 * Points, levels and day streaks (doc 1 §3 and §4 name them and leave the rules unshown; the rules are
 * decision 024). Plain values and pure functions only (no zod), so page chunks can import them.
 */

/** What earns points, and how many: each action at most once (the ledger's unique key, decision 024). */
export const POINTS = {
  /** A review of a place, movie or restaurant: once per content, however often it is deleted and written again. */
  review: 10,
  /** Taking part in a review's conversation: once per thread. */
  reply: 2,
  /** Marking the day's challenge as done: once per Manila day. */
  'daily-challenge': 15,
  /** The day's first signed-in visit: once per Manila day. */
  'daily-visit': 1,
} as const

export type PointReason = keyof typeof POINTS

/** Points between level n and level n + 1 grow by this much each level: 0, 50, 150, 300, 500, 750 … */
export const LEVEL_STEP = 50

/** Points needed to reach `level` (level 1 at 0): LEVEL_STEP × (1 + 2 + … + (level − 1)). */
export function levelThreshold(level: number): number {
  const n = Math.max(1, Math.floor(level))
  return (LEVEL_STEP * n * (n - 1)) / 2
}

/** The level a points total reaches (1 for 0 points, never below 1). */
export function levelForPoints(points: number): number {
  if (!(points > 0)) return 1
  // Largest n with LEVEL_STEP·n(n−1)/2 ≤ points, from the quadratic formula, then corrected for rounding.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * points) / LEVEL_STEP)) / 2))
  while (levelThreshold(level + 1) <= points) level++
  while (level > 1 && levelThreshold(level) > points) level--
  return level
}

/** The Manila calendar day before `day` ("YYYY-MM-DD"). */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/**
 * The streak after activity on `today`: unchanged on a day already counted, one more the day after the
 * last active day, otherwise a new streak of 1 (a missed day resets it).
 */
export function nextStreak(streakDays: number, lastActiveDay: string | null, today: string): number {
  if (lastActiveDay === today) return Math.max(1, streakDays)
  if (lastActiveDay !== null && lastActiveDay === previousDay(today)) return streakDays + 1
  return 1
}

/**
 * The streak as it stands on `today`, for display: the stored count while it is alive (active today or
 * yesterday), 0 once a whole day was missed (the stored count is only rewritten at the next activity).
 */
export function currentStreak(streakDays: number, lastActiveDay: string | null, today: string): number {
  if (lastActiveDay === null) return 0
  return lastActiveDay === today || lastActiveDay === previousDay(today) ? streakDays : 0
}

export const POINTS_MESSAGES = {
  points: 'Points',
  level: 'Level',
  streak: 'Day streak',
  nextLevel: (points: number, level: number) => `${points} more points to level ${level}`,
} as const
