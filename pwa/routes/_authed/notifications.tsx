import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '@/features/auth/api/get-current-user'

/**
 * /notifications: a short address for the signed-in user's notifications page (the installed app's
 * Notifications shortcut, and where a test notification leads). The layout route sends visitors to
 * /auth first and brings them back here.
 */
export const Route = createFileRoute('/_authed/notifications')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery())
    if (user) throw redirect({ to: '/profile/$username/notifications', params: { username: user.username }, replace: true })
  },
})
