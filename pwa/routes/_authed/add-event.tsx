import { createFileRoute, Link } from '@tanstack/react-router'
import { ChevronLeft } from 'lucide-react'
import { AddEventForm } from '@/features/events/components/add-event-form'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

/** /add-event (login required, doc 3 §6): submit an event for staff review. */
export const Route = createFileRoute('/_authed/add-event')({
  component: AddEventPage,
})

function AddEventPage() {
  usePageMeta('Add an event', 'Tell Gala about a concert, market, exhibit or festival; our team reviews it before it is listed.')
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Link to="/events" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Events
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">Add an event</h1>
      <p className="mt-1 mb-6 text-slate-700">Know of something happening? Share it with Gala readers.</p>
      <AddEventForm />
    </div>
  )
}
