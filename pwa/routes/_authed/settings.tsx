import { createFileRoute } from '@tanstack/react-router'
import { widgetPreferencesQuery } from '@/features/widgets/api/get-widget-preferences'
import { WidgetSettingsPage } from '@/features/widgets/components/widget-settings-page'

/** /settings (login required): the widget settings (spec doc 3 §2). */
export const Route = createFileRoute('/_authed/settings')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(widgetPreferencesQuery()),
  component: WidgetSettingsPage,
})
