import { Link } from '@tanstack/react-router'
import { CalendarDays, MapPin } from 'lucide-react'
import type { Festival } from '@contracts/events'
import { PlaceImage } from '@/features/places/components/place-image'
import { dateRange } from '../lib/event-dates'
import { EVENT_PLACEHOLDER } from './event-card'

/** A festival in a list: picture, dates, place, number of events; links to /festivals/{slug}. */
export function FestivalCard({ festival }: { festival: Festival }) {
  return (
    <article data-testid="festival-card" className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <PlaceImage src={festival.image} alt="" fallback={EVENT_PLACEHOLDER} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {festival.featured ? <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">Featured festival</p> : null}
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={festival.url} className="after:absolute after:inset-0 hover:underline">
            {festival.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <time dateTime={festival.startDate}>{dateRange(festival.startDate, festival.endDate)}</time>
        </p>
        {festival.location ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            {festival.location}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{festival.description}</p>
        <p className="mt-auto pt-2 text-sm font-semibold text-slate-800">
          {festival.eventCount} {festival.eventCount === 1 ? 'event' : 'events'}
        </p>
      </div>
    </article>
  )
}
