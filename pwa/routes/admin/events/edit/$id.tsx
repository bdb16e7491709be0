import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { adminEventQuery } from '@/features/admin-events/api/get-admin-events'
import { AdminEventForm } from '@/features/admin-events/components/admin-event-form'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { usePageTitle } from '@/lib/use-page-title'

/** /admin/events/edit/{id}: change an event; the audit log keeps the fields before and after (decision 029). */
export const Route = createFileRoute('/admin/events/edit/$id')({
  component: EditEventPage,
})

function EditEventPage() {
  usePageTitle('Edit event · Admin')
  const { id } = Route.useParams()
  const valid = /^\d{1,9}$/.test(id)
  const { data, isPending, isError } = useQuery({ ...adminEventQuery(Number(id)), enabled: valid })
  if (!valid || isError) return <NotFound />
  if (isPending) return <PageSpinner label="Loading the event…" />
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Link to="/admin/events" className="text-sm font-semibold text-blue-700 hover:underline">
        Events
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Edit event</h1>
      <AdminEventForm key={data.data.id} event={data.data} />
    </div>
  )
}
