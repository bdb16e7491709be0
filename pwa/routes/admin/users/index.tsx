import { createFileRoute } from '@tanstack/react-router'
import type { AdminUserSearchParams } from '@/features/admin-users/api/search-users'
import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page'

const ROLES = ['user', 'moderator', 'admin'] as const

/** Plain checks (no zod here: route options ship in the first download). Bad values are dropped. */
function validateSearch(search: Record<string, unknown>): AdminUserSearchParams {
  const page = Number(search.page)
  return {
    q: typeof search.q === 'string' && search.q.length <= 100 ? search.q : undefined,
    role: ROLES.find((role) => role === search.role),
    suspended: search.suspended === true ? true : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  }
}

/**
 * /admin/users (issue 15, decision 028): find an account. Admins only (the /admin layout and the server).
 * No loader: the page's own query fetches, so none of the admin code joins the first download.
 */
export const Route = createFileRoute('/admin/users/')({
  validateSearch,
  component: UsersRoute,
})

function UsersRoute() {
  return <AdminUsersPage search={Route.useSearch()} />
}
