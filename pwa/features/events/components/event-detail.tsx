import { Link } from '@tanstack/react-router'
import { CalendarDays, CalendarPlus, Clock, ExternalLink, Map, MapPin, PartyPopper, Ticket } from 'lucide-react'
import { EVENT_LINK_LABELS, EVENT_MESSAGES, osmLink, safeTicketUrl } from '@contracts/events-rules'
import type { Event } from '@contracts/events'
import { Breadcrumb } from '@/components/breadcrumb'
import { buttonClasses } from '@/components/ui/button'
import { PlaceImage } from '@/features/places/components/place-image'
import { ShareButton } from '@/features/places/components/share-button'
import { useSiteOrigin } from '@/lib/use-site-origin'
import { useUpcomingEvents } from '../api/get-events'
import { eventWhen } from '../lib/event-dates'
import { EVENT_PLACEHOLDER, EventCard } from './event-card'

/** The event page: picture, breadcrumb, when, where, price, festival, description and more events (its structured data is the route's head). */
export function EventDetailView({ event }: { event: Event }) {
  const origin = useSiteOrigin()
  const pageUrl = origin ? new URL(event.url, origin).href : event.url
  const facts = [
    { icon: CalendarDays, label: 'When', value: eventWhen(event.startDate, event.endDate) },
    { icon: MapPin, label: 'Where', value: [event.venue, event.location].filter(Boolean).join(', ') },
    { icon: Ticket, label: 'Price', value: event.price || 'Free' },
  ].filter((fact) => fact.value)
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: 'Events', to: '/events' }, { label: event.title }]} />

      {event.status !== 'published' ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {EVENT_MESSAGES.pendingNotice}
        </p>
      ) : null}

      <div className="mt-4 grid gap-6 md:grid-cols-[3fr_2fr]">
        <div className="overflow-hidden rounded-2xl">
          <PlaceImage src={event.image} alt="" eager fallback={EVENT_PLACEHOLDER} />
        </div>
        <div className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{event.category}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{event.title}</h1>
          <dl className="space-y-2">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex items-start gap-2">
                <dt>
                  <Icon className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd className="text-slate-900">{label === 'When' ? <time dateTime={event.startDate}>{value}</time> : value}</dd>
              </div>
            ))}
          </dl>
          {event.festival ? (
            <p className="flex items-center gap-2 text-slate-800">
              <PartyPopper className="h-5 w-5 text-slate-500" aria-hidden="true" />
              Part of{' '}
              <Link to="/festivals/$slug" params={{ slug: event.festival.slug }} className="font-semibold text-blue-700 hover:underline">
                {event.festival.name}
              </Link>
            </p>
          ) : null}
          <EventActions event={event} pageUrl={pageUrl} />
        </div>
      </div>

      <section aria-labelledby="event-about-heading" className="mt-8">
        <h2 id="event-about-heading" className="text-xl font-bold text-slate-900">
          About this event
        </h2>
        <p className="mt-2 max-w-prose whitespace-pre-line break-words leading-relaxed text-slate-800">{event.description}</p>
      </section>

      <MoreEvents currentId={event.id} />
    </article>
  )
}

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * What a person does with an event (decision 051): its ticket or registration page (http(s) only, checked here
 * too), "Add to calendar" (the API's .ics, published events only), the venue on OpenStreetMap, and Share.
 * Real links, so they work before the app has taken over the server-rendered page.
 */
function EventActions({ event, pageUrl }: { event: Event; pageUrl: string }) {
  const ticketUrl = safeTicketUrl(event.ticketUrl)
  const mapUrl = osmLink(event)
  return (
    <div className="flex flex-wrap gap-2">
      {ticketUrl ? (
        <a href={ticketUrl} {...EXTERNAL} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          <Ticket className="h-4 w-4" aria-hidden="true" />
          {EVENT_LINK_LABELS.tickets}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only"> ({EVENT_LINK_LABELS.opensInNewTab})</span>
        </a>
      ) : null}
      {event.calendarUrl ? (
        <a href={event.calendarUrl} download={`${event.slug}.ics`} type="text/calendar" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {EVENT_LINK_LABELS.addToCalendar}
        </a>
      ) : null}
      {mapUrl ? (
        <a href={mapUrl} {...EXTERNAL} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Map className="h-4 w-4" aria-hidden="true" />
          {EVENT_LINK_LABELS.map}
          <span className="sr-only"> ({EVENT_LINK_LABELS.opensInNewTab})</span>
        </a>
      ) : null}
      <ShareButton title={event.title} url={pageUrl} />
    </div>
  )
}

/** The next upcoming events other than this one. */
function MoreEvents({ currentId }: { currentId: number }) {
  const { data } = useUpcomingEvents(4)
  const others = (data ?? []).filter((other) => other.id !== currentId).slice(0, 3)
  if (others.length === 0) return null
  return (
    <section aria-labelledby="more-events-heading" className="mt-10">
      <h2 id="more-events-heading" className="mb-4 text-xl font-bold text-slate-900">
        More upcoming events
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <EventCard event={other} compact className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  )
}
