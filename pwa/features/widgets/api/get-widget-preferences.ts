import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WidgetPreferencesResponse } from '@contracts/widgets'
import { WIDGET_PREFERENCES_STALE_MS } from '@contracts/widget-rules'
import { getJson } from '@/lib/api-client'

export const WIDGET_PREFERENCES_KEY = ['/api/user/widget-preferences'] as const

/** GET /api/user/widget-preferences: the signed-in user's preferences (null once signed out: 401). */
export function getWidgetPreferences(signal?: AbortSignal): Promise<WidgetPreferencesResponse | null> {
  return getJson<WidgetPreferencesResponse>(WIDGET_PREFERENCES_KEY[0], { signal, on401: 'returnNull' })
}

/** Fresh for 5 minutes (spec doc 3 §7, §9). */
export function widgetPreferencesQuery() {
  return queryOptions({
    queryKey: WIDGET_PREFERENCES_KEY,
    queryFn: ({ signal }) => getWidgetPreferences(signal),
    staleTime: WIDGET_PREFERENCES_STALE_MS,
  })
}

/** The preferences of the signed-in user; disabled for visitors (they get the defaults). */
export function useWidgetPreferences(signedIn: boolean) {
  return useQuery({ ...widgetPreferencesQuery(), enabled: signedIn })
}
