import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PRIVACY_PATHS, type PrivacySettings, type PrivacyUpdate } from '@contracts/privacy'
import { apiRequest } from '@/lib/api-client'
import { privacySettingsKey } from './get-privacy-settings'

/** PATCH /api/user/privacy { activityPrivate }: the settings after the change. */
export async function updatePrivacy(body: PrivacyUpdate): Promise<PrivacySettings> {
  const response = await apiRequest('PATCH', PRIVACY_PATHS.settings, body)
  return (await response.json()) as PrivacySettings
}

export interface PrivacyUpdateOutcome {
  onSuccess?: (settings: PrivacySettings) => void
  onError?: (error: unknown) => void
}

/**
 * The reply replaces the cached settings; the owner's own activity list is unchanged (they always see it). The
 * caller's outcome callbacks run with the mutation itself, not with `mutate()`: React Query skips a `mutate()`
 * callback when the component is not subscribed at that moment (unmounted, or hidden while something suspends),
 * and the person would then never hear that the switch was saved.
 */
export function useUpdatePrivacy(outcome: PrivacyUpdateOutcome = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (settings) => {
      queryClient.setQueryData(privacySettingsKey, settings)
      outcome.onSuccess?.(settings)
    },
    onError: outcome.onError,
  })
}
