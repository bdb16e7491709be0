import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dailyChallengeCompletePath } from '@contracts/daily-challenge-rules'
import type { DailyChallengeCompleteResponse, DailyChallengeResponse } from '@contracts/daily-challenge'
import type { PublicUser } from '@contracts/user'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { profileKey } from '@/features/community/api/get-profile'
import { apiRequest } from '@/lib/api-client'
import { DAILY_CHALLENGE_KEY } from './get-daily-challenge'

/** POST /api/daily-challenge/complete { day }: the day's challenge done, and the points after it. */
export async function completeDailyChallenge(day: string): Promise<DailyChallengeCompleteResponse> {
  const response = await apiRequest('POST', dailyChallengeCompletePath, { day })
  return (await response.json()) as DailyChallengeCompleteResponse
}

/**
 * Marks the challenge done: the card shows it done, the signed-in user carries the new points, level and
 * streak, and the own public profile reads them again. A 409 (the card was left open past midnight)
 * reloads the challenge, so the new day's one shows.
 */
export function useCompleteDailyChallenge(username: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeDailyChallenge,
    onSuccess: (result) => {
      queryClient.setQueryData<DailyChallengeResponse>(DAILY_CHALLENGE_KEY, (old) => (old && old.day === result.day ? { ...old, completed: true } : old))
      queryClient.setQueryData<PublicUser | null>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, points: result.points, level: result.level, streakDays: result.streakDays } : user,
      )
      void queryClient.invalidateQueries({ queryKey: profileKey(username) })
    },
    onError: (error) => {
      if ((error as { status?: number }).status === 409) void queryClient.invalidateQueries({ queryKey: DAILY_CHALLENGE_KEY })
    },
  })
}
