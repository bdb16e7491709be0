import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReleaseAlertStatsResponse } from '@contracts/push'
import { getJson } from '@/lib/api-client'

export const RELEASE_ALERTS_KEY = ['/api/admin/release-alerts'] as const

/** GET /api/admin/release-alerts (staff): per release, the alerts and their sent / delivered / failed / pending deliveries. */
export function getReleaseAlerts(signal?: AbortSignal): Promise<ReleaseAlertStatsResponse> {
  return getJson<ReleaseAlertStatsResponse>(RELEASE_ALERTS_KEY[0], { signal })
}

/** Refreshed every 10 s while the page is open: deliveries move from pending to delivered within seconds. */
export function releaseAlertsQuery() {
  return queryOptions({
    queryKey: RELEASE_ALERTS_KEY,
    queryFn: ({ signal }) => getReleaseAlerts(signal),
    staleTime: 5_000,
    refetchInterval: 10_000,
    retry: 1,
  })
}

export function useReleaseAlerts() {
  return useQuery(releaseAlertsQuery())
}
