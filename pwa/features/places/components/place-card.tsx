import { Link } from '@tanstack/react-router'
import { Clock, MapPin, Tag } from 'lucide-react'
import type { PlaceSummary } from '@contracts/places'
import { cn } from '@/lib/cn'
import { cardHoursText, localityText } from '../lib/hours'
import { PlaceImage } from './place-image'
import { PlaceRatings } from './place-ratings'

/**
 * A place in a list (doc 2 §2 places page): picture, type, name (the link; the whole card is its
 * click target), rating summary, locality and region, opening hours or price range ('Hours not
 * specified'), and the 180-character excerpt. `featured` makes the large card of a home section.
 */
export function PlaceCard({ place, featured = false, eager = false, className }: { place: PlaceSummary; featured?: boolean; eager?: boolean; className?: string }) {
  const hours = cardHoursText(place)
  const where = localityText(place.address)
  return (
    <article
      data-testid="place-card"
      className={cn('relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md', className)}
    >
      <PlaceImage src={place.image[0]} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">{place.category ?? place.type_label}</p>
        <h3 className={cn('font-semibold text-slate-900', featured ? 'text-xl' : 'text-base')}>
          <Link to={place.path} className="after:absolute after:inset-0 hover:underline">
            {place.name}
          </Link>
        </h3>
        <PlaceRatings place={place} />
        {where ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {where}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          {hours.kind === 'price' ? (
            <Tag className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          ) : (
            <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <span className="sr-only">{hours.kind === 'price' ? 'Price range: ' : 'Hours: '}</span>
          {hours.text}
        </p>
        <p className={cn('text-sm text-slate-700', featured ? '' : 'line-clamp-3')}>{place.excerpt}</p>
      </div>
    </article>
  )
}
