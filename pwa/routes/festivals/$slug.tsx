import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CalendarDays, MapPin } from 'lucide-react'
import { EVENT_LINK_LABELS, EVENT_MESSAGES, osmLink } from '@contracts/events-rules'
import { Breadcrumb } from '@/components/breadcrumb'
import { festivalQuery } from '@/features/events/api/get-festivals'
import { EVENT_PLACEHOLDER, EventCard } from '@/features/events/components/event-card'
import { EventNotFound } from '@/features/events/components/event-not-found'
import { dateRange } from '@/features/events/lib/event-dates'
import { PlaceImage } from '@/features/places/components/place-image'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { festivalHead } from '@/features/events/lib/event-head'
import { headFromLoader } from '@/lib/route-head'

/** A festival page, /festivals/{slug}: what, when, where, and its events. */
export const Route = createFileRoute('/festivals/$slug')({
  loader: async ({ context, params }) => {
    const festival = await orNotFound(context.queryClient.ensureQueryData(festivalQuery(params.slug)), EVENT_MESSAGES.festivalNotFound)
    return { head: festivalHead(festival, context.origin) }
  },
  head: headFromLoader,
  notFoundComponent: () => <EventNotFound kind="festival" />,
  component: FestivalPage,
})

function FestivalPage() {
  const { slug } = Route.useParams()
  const { data: festival } = useSuspenseQuery(festivalQuery(slug))
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: 'Festivals', to: '/festivals' }, { label: festival.name }]} />
      <div className="mt-4 grid gap-6 md:grid-cols-[3fr_2fr]">
        <div className="overflow-hidden rounded-2xl">
          <PlaceImage src={festival.image} alt="" eager fallback={EVENT_PLACEHOLDER} />
        </div>
        <div className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{festival.name}</h1>
          <p className="flex items-center gap-2 text-slate-800">
            <CalendarDays className="h-5 w-5 text-slate-500" aria-hidden="true" />
            <span className="sr-only">When: </span>
            <time dateTime={festival.startDate}>{dateRange(festival.startDate, festival.endDate)}</time>
          </p>
          {festival.location ? (
            <p className="flex flex-wrap items-center gap-x-2 text-slate-800">
              <MapPin className="h-5 w-5 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Where: </span>
              {festival.location}
              <a href={osmLink({ location: festival.location })!} target="_blank" rel="noopener noreferrer" className="ml-1 text-sm font-semibold text-blue-700 hover:underline">
                {EVENT_LINK_LABELS.map}
                <span className="sr-only"> ({EVENT_LINK_LABELS.opensInNewTab})</span>
              </a>
            </p>
          ) : null}
          <p className="leading-relaxed text-slate-800">{festival.description}</p>
        </div>
      </div>
      <section aria-labelledby="festival-events-heading" className="mt-10">
        <h2 id="festival-events-heading" className="mb-4 text-xl font-bold text-slate-900">
          Events at {festival.name}
        </h2>
        {festival.events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">The programme will be announced soon.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {festival.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
