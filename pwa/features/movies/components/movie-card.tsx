import { Link } from '@tanstack/react-router'
import type { MovieSummary } from '@contracts/movies'
import { NotifyMeButton } from '@/features/notifications/components/notify-me-button'
import { canNotify } from '@/features/notifications/lib/can-notify'
import { cn } from '@/lib/cn'
import { formatReleaseDate } from '../lib/format'
import { movieUrl } from '../lib/movie-url'
import { normaliseRuntime } from '../lib/runtime'
import { MoviePoster } from './movie-poster'
import { RatingBadge } from './rating-badge'

export type MovieCardMovie = Pick<
  MovieSummary,
  'hash' | 'id' | 'title' | 'poster' | 'poster_2x' | 'mtrcb_rating' | 'running_time' | 'running_minutes' | 'genre' | 'release_date' | 'streaming_platform' | 'status'
>

/**
 * A movie in a list: poster, title (the link to the detail page; the whole card is its click
 * target), rating badge, runtime and genres, plus the release date or platform when asked; an
 * upcoming movie's card also has Notify Me (above the card's link, so it stays its own button).
 */
export function MovieCard({
  movie,
  show,
  eager,
  className,
}: {
  movie: MovieCardMovie
  /** Extra line: the release date (coming soon) or the streaming platform. */
  show?: 'release-date' | 'platform'
  eager?: boolean
  className?: string
}) {
  const runtime = normaliseRuntime(movie.running_minutes ?? movie.running_time)
  return (
    <article
      className={cn('group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md', className)}
      data-testid="movie-card"
    >
      <MoviePoster src={movie.poster} src2x={movie.poster_2x} title={movie.title} eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
          <Link to={movieUrl(movie)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-blue-700 focus-visible:after:rounded-xl">
            {movie.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <RatingBadge rating={movie.mtrcb_rating} />
          {runtime ? <span>{runtime}</span> : null}
        </div>
        {movie.genre.length > 0 ? <p className="line-clamp-1 text-xs text-slate-600">{movie.genre.join(', ')}</p> : null}
        {show === 'release-date' && movie.release_date ? (
          <p className="text-xs font-medium text-slate-800">
            <span className="sr-only">Release date: </span>
            <time dateTime={movie.release_date}>{formatReleaseDate(movie.release_date)}</time>
          </p>
        ) : null}
        {show === 'release-date' && canNotify(movie) ? <NotifyMeButton movie={movie} source="list" compact className="mt-auto" /> : null}
        {show === 'platform' && movie.streaming_platform ? (
          <p className="text-xs font-medium text-slate-800">
            <span className="sr-only">Streaming on </span>
            {movie.streaming_platform}
          </p>
        ) : null}
      </div>
    </article>
  )
}
