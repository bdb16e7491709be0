import { createFileRoute } from '@tanstack/react-router'
import { adminUserQuery } from '@/features/admin-users/api/get-user'
import { AdminUserPage } from '@/features/admin-users/components/admin-user-page'

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)

/** /admin/users/{id}: one account's page (issue 15, decision 028). */
export const Route = createFileRoute('/admin/users/$id')({
  loader: ({ context, params }) => {
    const id = toId(params.id)
    if (id > 0) void context.queryClient.prefetchQuery(adminUserQuery(id))
  },
  component: UserRoute,
})

function UserRoute() {
  return <AdminUserPage id={toId(Route.useParams().id)} />
}
