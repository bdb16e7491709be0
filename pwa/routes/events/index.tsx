import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CalendarPlus, PartyPopper } from 'lucide-react'
import { EVENT_MESSAGES } from '@contracts/events-rules'
import { buttonClasses } from '@/components/ui/button'
import { eventCategoriesQuery } from '@/features/events/api/get-event-categories'
import { eventsQuery } from '@/features/events/api/get-events'
import { CategoryChips } from '@/features/events/components/category-chips'
import { EventCard } from '@/features/events/components/event-card'
import { PAGER_LINK, Pager } from '@/features/places/components/pager'
import { SearchBox } from '@/components/search-box'
import { eventsListHead } from '@/features/events/lib/event-head'
import { headFromLoader } from '@/lib/route-head'

interface EventsSearch {
  category?: string
  page?: number
}

export const Route = createFileRoute('/events/')({
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({
    category: typeof search.category === 'string' && /^[a-z0-9-]{1,40}$/.test(search.category) ? search.category : undefined,
    page: Number.isInteger(Number(search.page)) && Number(search.page) > 1 ? Number(search.page) : undefined,
  }),
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page }),
  loader: async ({ context, deps }) => {
    const [events, categories] = await Promise.all([
      context.queryClient.ensureQueryData(eventsQuery({ category: deps.category, page: deps.page })),
      context.queryClient.ensureQueryData(eventCategoriesQuery()),
    ])
    const categoryName = categories.find((candidate) => candidate.slug === deps.category)?.name
    return { head: eventsListHead(events.data, categoryName, deps, context.origin) }
  },
  head: headFromLoader,
  component: EventsPage,
})

function EventsPage() {
  const { category, page } = Route.useSearch()
  const { data: categories } = useSuspenseQuery(eventCategoriesQuery())
  const { data: events } = useSuspenseQuery(eventsQuery({ category, page }))
  const categoryName = categories.find((candidate) => candidate.slug === category)?.name
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <header>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Events</h1>
            <p className="mt-1 text-slate-700">Concerts, markets, exhibits and festivals coming up around the country.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/festivals" className={buttonClasses({ variant: 'outline' })}>
              <PartyPopper className="h-4 w-4" aria-hidden="true" />
              Festivals
            </Link>
            <Link to="/add-event" className={buttonClasses()}>
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              Add an event
            </Link>
          </div>
        </div>
        <SearchBox id="events-search" label="Search events" placeholder="Search events…" category="events" />
        <CategoryChips categories={categories} active={category} />
      </header>

      <section aria-label={categoryName ? `${categoryName} events` : 'Upcoming events'} className="mt-6">
        {events.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">{EVENT_MESSAGES.noEvents}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events.data.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} eager={index < 2} className="h-full" />
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagination={events.pagination}
          label="Events pages"
          link={(target, content, rel) => (
            <Link to="/events" search={{ category, page: target > 1 ? target : undefined }} className={PAGER_LINK} rel={rel}>
              {content}
            </Link>
          )}
        />
      </section>
    </div>
  )
}
