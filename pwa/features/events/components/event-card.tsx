import { Link } from '@tanstack/react-router'
import { CalendarDays, MapPin, Ticket } from 'lucide-react'
import type { Event } from '@contracts/events'
import { PlaceImage } from '@/features/places/components/place-image'
import { cn } from '@/lib/cn'
import { calendarBadge, eventWhen } from '../lib/event-dates'

/** Events have no placeholder of their own; the article one is a neutral picture. */
export const EVENT_PLACEHOLDER = '/images/fallbacks/article.svg'

/**
 * An event in a list (doc 2 §3 Event): picture with a calendar badge, category, title (the link to
 * /events/{slug}; the whole card is its click target), when, where and price ('Free' by default).
 * `compact` leaves out the picture and the description (home side lists).
 */
export function EventCard({ event, compact = false, eager = false, className }: { event: Event; compact?: boolean; eager?: boolean; className?: string }) {
  const badge = calendarBadge(event.startDate)
  const where = [event.venue, event.location].filter(Boolean).join(', ')
  return (
    <article
      data-testid="event-card"
      className={cn('relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md', compact ? 'flex-row gap-3 p-3' : 'flex-col', className)}
    >
      {compact ? (
        <p aria-hidden="true" className="flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-blue-700 text-white">
          <span className="text-xs font-semibold">{badge.month}</span>
          <span className="text-xl font-extrabold leading-none">{badge.day}</span>
        </p>
      ) : (
        <div className="relative">
          <PlaceImage src={event.image} alt="" eager={eager} fallback={EVENT_PLACEHOLDER} />
          <p aria-hidden="true" className="absolute left-3 top-3 flex h-14 w-14 flex-col items-center justify-center rounded-lg bg-white text-slate-900 shadow">
            <span className="text-xs font-semibold text-blue-800">{badge.month}</span>
            <span className="text-xl font-extrabold leading-none">{badge.day}</span>
          </p>
        </div>
      )}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', compact ? '' : 'p-4')}>
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{event.category}</p>
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={event.url} className="after:absolute after:inset-0 hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">When: </span>
          <time dateTime={event.startDate}>{eventWhen(event.startDate, event.endDate)}</time>
        </p>
        {where ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Where: </span>
            {where}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Ticket className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Price: </span>
          {event.price || 'Free'}
        </p>
        {compact ? null : <p className="line-clamp-3 text-sm text-slate-700">{event.excerpt}</p>}
      </div>
    </article>
  )
}
