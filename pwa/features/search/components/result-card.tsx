import { Link } from '@tanstack/react-router'
import { Building2, CalendarDays, Star } from 'lucide-react'
import type { SearchResult } from '@contracts/search'
import { eventWhen } from '@/features/events/lib/event-dates'
import { formatReleaseDate } from '@/features/movies/lib/format'
import { PlaceImage } from '@/features/places/components/place-image'
import { basisLabel, formatRating } from '@/features/places/lib/rating'
import { formatCalendar } from '@/lib/calendar-format'

const TYPE_LABELS: Record<SearchResult['type'], string> = {
  movie: 'Movie',
  cinema: 'Cinema',
  place: 'Place',
  restaurant: 'Restaurant',
  event: 'Event',
  festival: 'Festival',
  article: 'Article',
}

const FALLBACKS: Partial<Record<SearchResult['type'], string>> = {
  movie: '/images/fallbacks/poster.svg',
  place: '/images/fallbacks/place.svg',
  restaurant: '/images/fallbacks/place.svg',
}


function dateText(result: SearchResult): string | null {
  if (!result.date) return null
  switch (result.type) {
    case 'movie':
      return `Release date: ${formatReleaseDate(result.date)}`
    case 'event':
    case 'festival':
      return eventWhen(result.date, null)
    case 'article': {
      const date = new Date(result.date)
      return Number.isNaN(date.getTime()) ? null : formatCalendar(date, { month: 'long', day: 'numeric', year: 'numeric' })
    }
    default:
      return null
  }
}

/** One search result: picture, type, title (the link; the whole card is its target), facts and description. */
export function ResultCard({ result }: { result: SearchResult }) {
  const date = dateText(result)
  return (
    <article data-testid="search-result" data-type={result.type} className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:gap-4">
      <div className={result.type === 'movie' ? 'w-16 shrink-0 sm:w-20' : 'w-24 shrink-0 sm:w-36'}>
        {result.type === 'cinema' && !result.image ? (
          <div aria-hidden="true" className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 text-slate-500">
            <Building2 className="h-8 w-8" />
          </div>
        ) : result.type === 'movie' ? (
          <img
            src={result.image ?? FALLBACKS.movie}
            alt=""
            width={80}
            height={120}
            loading="lazy"
            className="aspect-[2/3] w-full rounded-lg bg-slate-200 object-cover"
          />
        ) : (
          <PlaceImage src={result.image} alt="" fallback={FALLBACKS[result.type] ?? '/images/fallbacks/article.svg'} className="rounded-lg" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{TYPE_LABELS[result.type]}</p>
        <h3 className="font-semibold text-slate-900">
          <Link to={result.url} className="after:absolute after:inset-0 hover:underline">
            {result.title}
          </Link>
        </h3>
        {result.subtitle ? <p className="text-sm text-slate-700">{result.subtitle}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {result.rating != null ? (
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span className="sr-only">Rated </span>
              {formatRating(result.rating)}
              <span className="sr-only"> out of 5{result.ratingBasis ? ',' : ''}</span>
              {result.ratingBasis ? <span className="text-slate-600">({basisLabel(result.ratingBasis)})</span> : null}
            </span>
          ) : null}
          {date ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {date}
            </span>
          ) : null}
        </p>
        {result.description ? <p className="line-clamp-2 text-sm text-slate-700">{result.description}</p> : null}
      </div>
    </article>
  )
}
