import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WidgetPreferences, WidgetPreferencesResponse } from '@contracts/widgets'
import { sendOwnStateAction, type SendResult } from '@/lib/offline-queue'
import { WIDGET_PREFERENCES_KEY } from './get-widget-preferences'

/**
 * PUT /api/user/widget-preferences: saves the flags and the order; answers the saved preferences. It
 * changes only the person's own state, so it goes through the offline queue: without a connection it
 * is kept and sent once back online (`queued`).
 */
export function updateWidgetPreferences(preferences: WidgetPreferences): Promise<SendResult<WidgetPreferencesResponse>> {
  return sendOwnStateAction<WidgetPreferencesResponse>({
    method: 'PUT',
    url: WIDGET_PREFERENCES_KEY[0],
    body: {
      weatherEnabled: preferences.weatherEnabled,
      forexEnabled: preferences.forexEnabled,
      lottoEnabled: preferences.lottoEnabled,
      widgetOrder: preferences.widgetOrder,
    },
    label: 'your widget settings',
    resultKey: WIDGET_PREFERENCES_KEY,
  })
}

/**
 * Saving puts the preferences in their query at once — the server's answer, or, when the change waits
 * for a connection, the chosen preferences — so the home page shows the new widget either way.
 */
export function useUpdateWidgetPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateWidgetPreferences,
    // Offline the queue keeps the change; TanStack's default ('online') would pause the save instead.
    networkMode: 'always',
    onSuccess: (outcome, preferences) =>
      queryClient.setQueryData<WidgetPreferencesResponse>(
        WIDGET_PREFERENCES_KEY,
        outcome.status === 'sent' ? outcome.data : { ...preferences, isDefault: false },
      ),
  })
}
