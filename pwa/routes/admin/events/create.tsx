import { createFileRoute, Link } from '@tanstack/react-router'
import { AdminEventForm } from '@/features/admin-events/components/admin-event-form'
import { usePageTitle } from '@/lib/use-page-title'

/** /admin/events/create: staff add an event with the add-event form's fields and rules (decision 029). */
export const Route = createFileRoute('/admin/events/create')({
  component: CreateEventPage,
})

function CreateEventPage() {
  usePageTitle('Create event · Admin')
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Link to="/admin/events" className="text-sm font-semibold text-blue-700 hover:underline">
        Events
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Create event</h1>
      <AdminEventForm />
    </div>
  )
}
