import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/features/events/api/get-event'
import { EventDetailView } from '@/features/events/components/event-detail'
import { EventNotFound } from '@/features/events/components/event-not-found'
import { eventHead } from '@/features/events/lib/event-head'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { headFromLoader } from '@/lib/route-head'

/** An event page, /events/{slug} (home and lists link here); the loader builds its head (Event structured data). */
export const Route = createFileRoute('/events/$slug')({
  loader: async ({ context, params }) => ({ head: eventHead(await orNotFound(context.queryClient.ensureQueryData(eventQuery(params.slug)), 'Event not found'), context.origin) }),
  head: headFromLoader,
  notFoundComponent: () => <EventNotFound kind="event" />,
  component: EventPage,
})

function EventPage() {
  const { slug } = Route.useParams()
  const { data: event } = useSuspenseQuery(eventQuery(slug))
  return <EventDetailView event={event} />
}
