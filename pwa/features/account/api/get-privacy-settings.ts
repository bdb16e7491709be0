import { queryOptions, useQuery } from '@tanstack/react-query'
import { PRIVACY_PATHS, type PrivacySettings } from '@contracts/privacy'
import { getJson } from '@/lib/api-client'

/** GET /api/user/privacy: whether the activity stream is private (decision 023). */
export const privacySettingsKey = [PRIVACY_PATHS.settings] as const

export function privacySettingsQuery() {
  return queryOptions({ queryKey: privacySettingsKey, queryFn: ({ signal }) => getJson<PrivacySettings>(PRIVACY_PATHS.settings, { signal }) })
}

export const usePrivacySettings = () => useQuery(privacySettingsQuery())
