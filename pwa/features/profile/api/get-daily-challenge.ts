import { queryOptions, useQuery } from '@tanstack/react-query'
import { DAILY_CHALLENGE_MAX_AGE_SECONDS, dailyChallengePath } from '@contracts/daily-challenge-rules'
import type { DailyChallengeResponse } from '@contracts/daily-challenge'
import { getJson } from '@/lib/api-client'

/** GET /api/daily-challenge: today's challenge for everyone, and whether the signed-in person has done it. */
export function getDailyChallenge(signal?: AbortSignal): Promise<DailyChallengeResponse> {
  return getJson<DailyChallengeResponse>(dailyChallengePath, { signal })
}

export const DAILY_CHALLENGE_KEY = [dailyChallengePath] as const

/** Fresh for an hour (doc 3 §9). */
export function dailyChallengeQuery() {
  return queryOptions({
    queryKey: DAILY_CHALLENGE_KEY,
    queryFn: ({ signal }) => getDailyChallenge(signal),
    staleTime: DAILY_CHALLENGE_MAX_AGE_SECONDS * 1000,
  })
}

export function useDailyChallenge() {
  return useQuery(dailyChallengeQuery())
}
