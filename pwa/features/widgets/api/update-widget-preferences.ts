import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WidgetPreferences, WidgetPreferencesResponse } from '@contracts/widgets'
import { apiRequest } from '@/lib/api-client'
import { WIDGET_PREFERENCES_KEY } from './get-widget-preferences'

/** PUT /api/user/widget-preferences: saves the flags and the order; answers the saved preferences. */
export async function updateWidgetPreferences(preferences: WidgetPreferences): Promise<WidgetPreferencesResponse> {
  const response = await apiRequest('PUT', WIDGET_PREFERENCES_KEY[0], {
    weatherEnabled: preferences.weatherEnabled,
    forexEnabled: preferences.forexEnabled,
    lottoEnabled: preferences.lottoEnabled,
    widgetOrder: preferences.widgetOrder,
  })
  return (await response.json()) as WidgetPreferencesResponse
}

/** Saving puts the server's answer in the preferences query, so the home page shows the new widget at once. */
export function useUpdateWidgetPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateWidgetPreferences,
    onSuccess: (saved) => queryClient.setQueryData(WIDGET_PREFERENCES_KEY, saved),
  })
}
