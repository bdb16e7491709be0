import { Link } from '@tanstack/react-router'
import { ChevronLeft } from 'lucide-react'
import type { MovieDetail } from '@contracts/movies'
import { NotifyMeButton } from '@/features/notifications/components/notify-me-button'
import { canNotify } from '@/features/notifications/lib/can-notify'
import { formatReleaseDate } from '../lib/format'
import { normaliseRuntime } from '../lib/runtime'
import { MoviePoster } from './movie-poster'
import { RatingBadge } from './rating-badge'

/** Poster and facts of a movie, at the top of its detail page and sub-pages; Notify Me until its release. */
export function MovieHeader({ movie }: { movie: MovieDetail }) {
  const runtime = normaliseRuntime(movie.running_minutes ?? movie.running_time)
  const facts: [string, string][] = [
    ['Runtime', runtime],
    ['Genre', movie.genre.join(', ')],
    ['Language', movie.language ?? ''],
    ['Release date', movie.release_date ? formatReleaseDate(movie.release_date) : ''],
    ['Streaming on', movie.streaming_platform ?? ''],
  ]
  return (
    <div>
      <Link to="/movies" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Movies
      </Link>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row">
        <div className="w-40 shrink-0 self-center overflow-hidden rounded-xl shadow-md sm:w-[215px] sm:self-start">
          <MoviePoster src={movie.poster} src2x={movie.poster_2x} title={movie.title} eager />
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-4xl">{movie.title}</h1>
          <div className="mt-2 flex items-center gap-2">
            <RatingBadge rating={movie.mtrcb_rating} className="text-sm" />
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts
              .filter(([, value]) => value !== '')
              .map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-slate-700">{term}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
          {canNotify(movie) ? <NotifyMeButton movie={movie} className="mt-5" /> : null}
        </div>
      </div>
    </div>
  )
}
