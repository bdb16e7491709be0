import { createFileRoute } from '@tanstack/react-router'
import { AdminUserPage } from '@/features/admin-users/components/admin-user-page'

/** /admin/users/{id}: one account's page (issue 15, decision 028). No loader: the page's query fetches (first-download budget). */
export const Route = createFileRoute('/admin/users/$id')({
  component: UserRoute,
})

function UserRoute() {
  const raw = Route.useParams().id
  return <AdminUserPage id={/^\d{1,9}$/.test(raw) ? Number(raw) : 0} />
}
