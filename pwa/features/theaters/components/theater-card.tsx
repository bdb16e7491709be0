import { Link } from '@tanstack/react-router'
import { Building2, MapPin, Navigation } from 'lucide-react'
import type { Theater } from '@contracts/movies'

/** One cinema in a list: name, mall, address and (when known) its distance; the card links to the theater page. */
export function TheaterCard({ theater }: { theater: Theater }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to="/movies/theaters/$slug" params={{ slug: theater.slug }} className="after:absolute after:inset-0 hover:underline">
            {theater.theater_name}
          </Link>
        </h3>
        {theater.distance_text ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
            <Navigation className="h-3 w-3" aria-hidden="true" />
            <span className="sr-only">Distance: </span>
            {theater.distance_text}
          </span>
        ) : null}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {theater.mall_name}
      </p>
      <p className="flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {theater.address}
      </p>
    </article>
  )
}
