import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { PublicUser } from '@contracts/user'
import { currentUserQuery } from './api/get-current-user'
import { safeRedirectPath } from './redirect-path'

/**
 * The check of the login-protected and admin-only layout routes (spec doc 1 §2): reads the current
 * user (once per session: the query is fresh for 5 minutes and shared with the header) and sends a
 * visitor to /auth?redirect_to={path and query}. Returns the signed-in user. The server checks again:
 * this gate is convenience, not security.
 */
export async function requireSignedIn(queryClient: QueryClient, location: ParsedLocation): Promise<PublicUser> {
  const user = await queryClient.ensureQueryData(currentUserQuery())
  if (!user) throw redirect({ to: '/auth', search: { redirect_to: safeRedirectPath(location.pathname + location.searchStr) }, replace: true })
  return user
}
