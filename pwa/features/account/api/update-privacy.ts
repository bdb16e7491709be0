import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PRIVACY_PATHS, type PrivacySettings, type PrivacyUpdate } from '@contracts/privacy'
import { apiRequest } from '@/lib/api-client'
import { privacySettingsKey } from './get-privacy-settings'

/** PATCH /api/user/privacy { activityPrivate }: the settings after the change. */
export async function updatePrivacy(body: PrivacyUpdate): Promise<PrivacySettings> {
  const response = await apiRequest('PATCH', PRIVACY_PATHS.settings, body)
  return (await response.json()) as PrivacySettings
}

/** The reply replaces the cached settings; the owner's own activity list is unchanged (they always see it). */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePrivacy, onSuccess: (settings) => queryClient.setQueryData(privacySettingsKey, settings) })
}
