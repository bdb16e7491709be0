import type { ReactNode } from 'react'
import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router'
import { AccessDenied } from '@/components/access-denied'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { requireSignedIn } from '@/features/auth/guards'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/**
 * Layout of the staff diagnostic pages under /test (doc 3 route table, "Test pages"): administrators only,
 * like /admin. A visitor goes to /auth?redirect_to=…, anyone else sees Access Denied. Whatever API a page
 * reads checks the role again on the server; pages that read nothing private still stay behind this gate.
 */
export const Route = createFileRoute('/test')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  pendingComponent: () => <PageSpinner label="Checking your sign-in…" />,
  pendingMs: 0,
  component: () => (
    <TestPagesGate>
      <Outlet />
    </TestPagesGate>
  ),
  // Unknown test pages are staff-only too: a visitor learns nothing about which exist.
  notFoundComponent: () => (
    <TestPagesGate>
      <NotFound />
    </TestPagesGate>
  ),
})

function TestPagesGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const location = useLocation()
  if (user === null) return <Navigate to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} replace />
  if (user === undefined) return <PageSpinner label="Checking your sign-in…" />
  if (!user.isAdmin) return <AccessDenied />
  return children
}
