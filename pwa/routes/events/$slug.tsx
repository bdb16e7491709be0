import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/features/events/api/get-event'
import { EventDetailView } from '@/features/events/components/event-detail'
import { EventNotFound } from '@/features/events/components/event-not-found'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

/** An event page, /events/{slug} (home and lists link here). */
export const Route = createFileRoute('/events/$slug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(eventQuery(params.slug))),
  notFoundComponent: () => <EventNotFound kind="event" />,
  component: EventPage,
})

function EventPage() {
  const { slug } = Route.useParams()
  const { data: event } = useSuspenseQuery(eventQuery(slug))
  usePageMeta(event.title, `${event.title}: ${event.excerpt}`.slice(0, 160))
  return <EventDetailView event={event} />
}
