import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router'
import { PageSpinner } from '@/components/page-spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { requireSignedIn } from '@/features/auth/guards'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/**
 * Pathless layout of the login-protected pages (/profile, /profile/account, /settings …): a visitor
 * goes to /auth?redirect_to=…, with a spinner while the user loads.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  pendingComponent: () => <PageSpinner label="Checking your sign-in…" />,
  pendingMs: 0,
  component: AuthedLayout,
})

function AuthedLayout() {
  const { data: user } = useCurrentUser()
  const location = useLocation()
  // Signed out while on the page (here or by a failed session): leave it, and come back after signing in.
  if (user === null) return <Navigate to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} replace />
  if (user === undefined) return <PageSpinner label="Checking your sign-in…" />
  return <Outlet />
}
