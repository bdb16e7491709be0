import type { ReactNode } from 'react'
import { Navigate, useLocation } from '@tanstack/react-router'
import { AccessDenied } from '@/components/access-denied'
import { PageSpinner } from '@/components/page-spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { safeRedirectPath } from '@/features/auth/redirect-path'

/**
 * The staff diagnostic pages' gate (doc 3 route table, "Test pages" and the ticket test pages): administrators
 * only. A visitor goes to /auth?redirect_to=…, anyone else sees Access Denied. The APIs they read check the role
 * again on the server.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const location = useLocation()
  if (user === null) return <Navigate to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} replace />
  if (user === undefined) return <PageSpinner label="Checking your sign-in…" />
  if (!user.isAdmin) return <AccessDenied />
  return children
}
