import type { ReactNode } from 'react'
import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router'
import { AccessDenied } from '@/components/access-denied'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { requireSignedIn } from '@/features/auth/guards'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/**
 * Layout of every /admin page (spec doc 3: guarded separately from the login-protected routes): a
 * visitor goes to /auth?redirect_to=…; a signed-in non-admin sees the Access Denied card instead of
 * the page, except that moderators may open the moderation queues (decision 027). The admin endpoints
 * check the role again on the server.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  pendingComponent: () => <PageSpinner label="Checking your sign-in…" />,
  pendingMs: 0,
  component: () => (
    <AdminGate>
      <Outlet />
    </AdminGate>
  ),
  // Admin paths without a page yet are admin-only too: a non-admin learns nothing about which exist.
  notFoundComponent: () => (
    <AdminGate>
      <NotFound />
    </AdminGate>
  ),
})

/** The /admin pages moderators may open too (decision 027); every other admin page is for admins only. */
const MODERATOR_PATHS = ['/admin/reviews', '/admin/comments'] as const
const moderatorMayOpen = (pathname: string) => MODERATOR_PATHS.some((path) => pathname === path || pathname === `${path}/`)

function AdminGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const location = useLocation()
  if (user === null) return <Navigate to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} replace />
  if (user === undefined) return <PageSpinner label="Checking your sign-in…" />
  if (!user.isAdmin && !(user.isModerator && moderatorMayOpen(location.pathname))) return <AccessDenied />
  return children
}
