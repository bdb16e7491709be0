/**
 * The daily challenge (doc 3 §2 own profile, §3 Daily challenge, §7 GET /api/daily-challenge, §9 cached
 * 1 hour; decision 024): one challenge a day for everyone, and marking it done once a day for points.
 */
import { z } from 'zod'
import { CHALLENGE_TYPES } from './daily-challenge-rules.ts'
import { IsoDate } from './movies.ts'

export * from './daily-challenge-rules.ts'

/** POST /api/daily-challenge/complete: `day` is the Manila date of the challenge the page shows, if it says. */
export const DailyChallengeComplete = z.object({ day: IsoDate.optional() }).optional()
export type DailyChallengeComplete = z.infer<typeof DailyChallengeComplete>

/** doc 3 §3 Daily challenge: venue (name, description, location, url). */
export const ChallengeVenue = z.object({
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  url: z.string(),
  image: z.string().nullable(),
})
export type ChallengeVenue = z.infer<typeof ChallengeVenue>

/** doc 3 §3 Daily challenge: icon, title, text, type, venue; and the Manila day it is for. */
export const DailyChallenge = z.object({
  day: z.string(),
  type: z.enum(CHALLENGE_TYPES),
  icon: z.string(),
  title: z.string(),
  text: z.string(),
  venue: ChallengeVenue,
})
export type DailyChallenge = z.infer<typeof DailyChallenge>

/**
 * GET /api/daily-challenge. `challenge` is null only when Gala has nothing to choose from; `completed` is
 * whether the signed-in caller marked today's challenge done (null for visitors).
 */
export const DailyChallengeResponse = z.object({
  success: z.literal(true),
  day: z.string(),
  challenge: DailyChallenge.nullable(),
  completed: z.boolean().nullable(),
  points: z.number().int(),
})
export type DailyChallengeResponse = z.infer<typeof DailyChallengeResponse>

/** POST /api/daily-challenge/complete: what was awarded (0 when already done today) and the standing after. */
export const DailyChallengeCompleteResponse = z.object({
  success: z.literal(true),
  day: z.string(),
  completed: z.literal(true),
  alreadyCompleted: z.boolean(),
  pointsAwarded: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
  streakDays: z.number().int(),
})
export type DailyChallengeCompleteResponse = z.infer<typeof DailyChallengeCompleteResponse>
