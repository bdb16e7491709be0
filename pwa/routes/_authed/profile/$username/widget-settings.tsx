import { createFileRoute, Navigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { widgetPreferencesQuery } from '@/features/widgets/api/get-widget-preferences'
import { WidgetSettingsPage } from '@/features/widgets/components/widget-settings-page'

/**
 * /profile/{username}/widget-settings (login required, own profile only; spec doc 3 §2): the widget
 * settings. Someone else's username sends you to your own page.
 */
export const Route = createFileRoute('/_authed/profile/$username/widget-settings')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(widgetPreferencesQuery()),
  component: ProfileWidgetSettings,
})

function ProfileWidgetSettings() {
  const { username } = Route.useParams()
  const { data: user } = useCurrentUser()
  if (!user) return null
  if (user.username.toLowerCase() !== username.toLowerCase()) {
    return <Navigate to="/profile/$username/widget-settings" params={{ username: user.username }} replace />
  }
  return <WidgetSettingsPage />
}
