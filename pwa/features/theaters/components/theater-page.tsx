import { Link } from '@tanstack/react-router'
import { Building2, Film, MapPin, MonitorPlay } from 'lucide-react'
import type { MovieSummary, ScheduleEntry, Theater } from '@contracts/movies'
import { OfflineUnavailable } from '@/components/offline-unavailable'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { normaliseRating, ratingBadgeStyle } from '@/features/movies/lib/rating'
import { normaliseRuntime } from '@/features/movies/lib/runtime'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { isOfflineError } from '@/lib/connectivity'
import { useTheaterDay } from '../api/get-theater-day'
import { applyFilters, availableFormats } from '../lib/showtime-filters'
import { manilaDate } from '@/lib/manila'
import { formatShowDate, manilaWeek } from '../lib/showtime'
import { useNow } from '../lib/use-now'
import { useShowtimeFilters } from '../lib/use-showtime-filters'
import { DateChips } from './date-chips'
import { FreshnessLabel } from '@/components/freshness-label'
import { ShowtimeChip } from './showtime-chip'
import { ShowtimeFilterBar } from './showtime-filter-bar'
import { ShowtimesEmpty } from './showtimes-empty'

/**
 * A theater page: /movies/theaters/{slug} (first date with showtimes) or /movies/theaters/{slug}/{date}. Its title,
 * description, canonical address and structured data are the route's head (lib/theater-head.ts).
 */
export function TheaterPage({ slug, date }: { slug: string; date?: string }) {
  const day = useTheaterDay(slug, date)
  const now = useNow()
  const [filters, setFilters] = useShowtimeFilters()

  if (day.isPending) return <PageSpinner label="Loading showtimes…" />
  // Saved data stays on screen when a refresh fails (offline): only a missing day is an error.
  if (!day.data) {
    if (isOfflineError(day.error)) return <OfflineUnavailable onRetry={() => void day.refetch()} />
    const notFound = day.error instanceof ApiError && day.error.status === 404
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'Theater not found' : 'Unable to load showtimes'}</h1>
        <p className="mt-3 text-slate-700">{notFound ? 'We could not find that cinema. It may have moved or closed.' : (day.error instanceof ApiError ? day.error.serverMessage : undefined) ?? 'Please try again later.'}</p>
        <div className="mt-6 flex justify-center gap-3">
          {!notFound ? <Button onClick={() => void day.refetch()}>Try Again</Button> : null}
          <Link to="/movies/theaters/nearby" className={buttonClasses({ variant: 'outline' })}>
            Cinemas near you
          </Link>
        </div>
      </section>
    )
  }

  const { data } = day.data
  const allShowtimes = data.movies.flatMap((item) => item.schedule)
  const formats = availableFormats(allShowtimes)
  const activeFilters = { ...filters, formats: filters.formats.filter((format) => formats.includes(format)) }
  const isToday = data.date === manilaDate(now)
  const effective = { ...activeFilters, laterToday: activeFilters.laterToday && isToday }
  const movies = data.movies
    .map((item) => ({ movie: item.movie, schedule: applyFilters(item.schedule, effective, now) }))
    .filter((item) => item.schedule.length > 0)

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <TheaterHeader cinema={data.cinema} />
      <DateChips slug={data.cinema.slug} dates={manilaWeek(now)} selected={data.date} available={data.available_dates} now={now} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          Showtimes for <time dateTime={data.date}>{formatShowDate(data.date, { weekday: 'long', month: 'long', day: 'numeric' })}</time>
        </h2>
        <FreshnessLabel updatedAt={day.dataUpdatedAt} />
      </div>
      <ShowtimeFilterBar formats={formats} filters={activeFilters} onChange={setFilters} showLaterToday={isToday} />
      {data.movies.length === 0 ? (
        <ShowtimesEmpty reason="none" onFiltersChange={setFilters} />
      ) : movies.length === 0 ? (
        <ShowtimesEmpty reason="filtered" onFiltersChange={setFilters} />
      ) : (
        <ul className="space-y-4" aria-label="Movies showing">
          {movies.map((item) => (
            <li key={item.movie.movie_id}>
              <MovieShowtimes cinema={data.cinema} movie={item.movie} schedule={item.schedule} date={data.date} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function TheaterHeader({ cinema }: { cinema: Theater }) {
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{cinema.operator}</p>
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{cinema.theater_name}</h1>
      <p className="flex items-center gap-1.5 text-slate-700">
        <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {cinema.mall_name}
      </p>
      <p className="flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {cinema.address}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MonitorPlay className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {cinema.screens} {cinema.screens === 1 ? 'cinema' : 'cinemas'}
      </p>
    </header>
  )
}

function MovieShowtimes({ cinema, movie, schedule, date, now }: { cinema: Theater; movie: MovieSummary; schedule: ScheduleEntry[]; date: string; now: Date }) {
  const href = `/movies/tickets/${cinema.theater_id}/schedule/${movie.movie_id}?date=${date}`
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4" aria-labelledby={`movie-${movie.movie_id}`}>
      {movie.poster ? (
        <img src={movie.poster} alt="" width={96} height={142} loading="lazy" className="h-[142px] w-24 shrink-0 rounded-md bg-slate-200 object-cover" />
      ) : (
        <div className="flex h-[142px] w-24 shrink-0 items-center justify-center rounded-md bg-slate-200 text-slate-500">
          <Film className="h-8 w-8" aria-hidden="true" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={`movie-${movie.movie_id}`} className="text-base font-bold text-slate-900 sm:text-lg">
          <Link to={movie.url} className="hover:underline">
            {movie.title}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          {movie.mtrcb_rating ? (
            <span className={cn('rounded px-1.5 text-xs font-bold', ratingBadgeStyle(movie.mtrcb_rating).className)}>
              <span className="sr-only">Rated </span>
              {normaliseRating(movie.mtrcb_rating)}
            </span>
          ) : null}
          {movie.running_minutes ?? movie.running_time ? <span>{normaliseRuntime(movie.running_minutes ?? movie.running_time)}</span> : null}
          {movie.genre.length > 0 ? <span>{movie.genre.join(', ')}</span> : null}
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={`Showtimes of ${movie.title}`}>
          {schedule.map((entry) => (
            <li key={entry.id}>
              <ShowtimeChip entry={entry} now={now} href={href} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
