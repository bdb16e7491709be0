/**
 * The daily challenge's constants and wording (doc 3 §3, §9; decision 024). Plain values only (no zod), so
 * page chunks can import them; daily-challenge.ts re-exports everything here.
 */

/** GET /api/daily-challenge */
export const dailyChallengePath = '/api/daily-challenge'
/** POST /api/daily-challenge/complete */
export const dailyChallengeCompletePath = '/api/daily-challenge/complete'

/** How long the challenge may be kept (doc 3 §9: 1 hour), never past the Manila midnight that ends it. */
export const DAILY_CHALLENGE_MAX_AGE_SECONDS = 3600

export const CHALLENGE_TYPES = ['place', 'event', 'movie'] as const
export type ChallengeType = (typeof CHALLENGE_TYPES)[number]

export const DAILY_CHALLENGE_MESSAGES = {
  heading: 'Daily Challenge',
  loginRequired: 'Please log in to complete the challenge',
  ended: "This challenge has ended. Today's challenge is ready.",
  none: 'There is no challenge today',
  markDone: 'Mark as done',
  done: 'Done for today',
  completed: (points: number) => `Challenge complete: +${points} points`,
  failed: 'Failed to complete the challenge. Please try again.',
  loadFailed: 'Could not load the daily challenge',
} as const

