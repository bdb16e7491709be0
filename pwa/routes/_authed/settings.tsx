import { createFileRoute } from '@tanstack/react-router'
import { OfflineDataSection } from '@/features/settings/components/offline-data-section'
import { widgetPreferencesQuery } from '@/features/widgets/api/get-widget-preferences'
import { WidgetSettingsPage } from '@/features/widgets/components/widget-settings-page'

/** /settings (login required): the widget settings (spec doc 3 §2) and the device's offline data (issue 6). */
export const Route = createFileRoute('/_authed/settings')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(widgetPreferencesQuery()),
  component: SettingsPage,
})

function SettingsPage() {
  return (
    <>
      <WidgetSettingsPage />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <OfflineDataSection />
      </div>
    </>
  )
}
