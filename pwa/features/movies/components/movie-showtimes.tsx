import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { MovieDetail } from '@contracts/movies'
import { FreshnessLabel } from '@/components/freshness-label'
import { OfflineUnavailable } from '@/components/offline-unavailable'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { useCinemaLocations } from '@/features/theaters/api/get-cinema-locations'
import { dateChipLabel, formatShowDate, manilaWeek } from '@/features/theaters/lib/showtime'
import { useNow } from '@/features/theaters/lib/use-now'
import { cn } from '@/lib/cn'
import { isOfflineError } from '@/lib/connectivity'
import { movieShowtimesQuery, savedCoordinates } from '../api/get-showtimes-today'
import { CinemaShowtimesList } from './cinema-showtimes-list'

/** Where a location chip leads: the same showtimes page for one city or province, or for all of them. */
export type LocationHref = (locationSlug?: string) => string

/**
 * The showtimes and schedules pages of one movie (doc 3 route table: movie id and slug, optional city id):
 * date chips for the Manila week, the cinemas showing it that day nearest first, and a location filter
 * whose "city id" is a city or province slug of /movies/locations. An unknown location says so.
 */
export function MovieShowtimes({ movie, locationSlug, date, locationHref }: { movie: MovieDetail; locationSlug?: string; date?: string; locationHref: LocationHref }) {
  const now = useNow()
  const [coordinates] = useState(savedCoordinates)
  const day = useQuery(movieShowtimesQuery(movie.id, date, coordinates))
  const locations = useCinemaLocations()
  const knownLocation = locationSlug
    ? [...(locations.data?.metroManila ?? []).map((city) => ({ slug: city.citySlug, name: city.city })), ...(locations.data?.provinces ?? []).map((province) => ({ slug: province.provinceSlug, name: province.province }))].find(
        (location) => location.slug === locationSlug,
      )
    : undefined

  if (locationSlug && locations.isSuccess && !knownLocation) return <LocationNotFound slug={locationSlug} allHref={locationHref()} />
  if (day.isPending) return <PageSpinner label="Loading showtimes…" />
  if (!day.data) {
    if (isOfflineError(day.error)) return <OfflineUnavailable onRetry={() => void day.refetch()} />
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">Failed to load showtimes. Please try again.</p>
        <Button className="mt-4" onClick={() => void day.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }

  const { cinemas, availableDates } = day.data
  const shownDate = day.data.date
  const inLocation = locationSlug ? cinemas.filter(({ cinema }) => cinema.city_slug === locationSlug || cinema.province_slug === locationSlug) : cinemas
  const cities = [...new Map(cinemas.map(({ cinema }) => [cinema.city_slug, cinema.city])).entries()].sort((a, b) => a[1].localeCompare(b[1]))
  const placeName = knownLocation?.name ?? locationSlug

  return (
    <section aria-labelledby="movie-showtimes-heading" className="space-y-5">
      <nav aria-label="Choose a date" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {manilaWeek(now).map((chip) => {
            const current = chip === shownDate
            const hasShows = availableDates.includes(chip)
            return (
              <li key={chip} className="shrink-0">
                <Link
                  to="."
                  search={{ date: chip }}
                  aria-current={current ? 'page' : undefined}
                  aria-label={`${dateChipLabel(chip, now)}, ${formatShowDate(chip, { weekday: 'long', month: 'long', day: 'numeric' })}${hasShows ? '' : ' (no showtimes)'}`}
                  className={cn(
                    'flex min-h-11 min-w-16 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm',
                    current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                    !hasShows && !current && 'text-slate-500',
                  )}
                >
                  <span className="font-semibold">{dateChipLabel(chip, now)}</span>
                  <span className="text-xs">{formatShowDate(chip, { month: 'short', day: 'numeric' })}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="movie-showtimes-heading" className="text-lg font-bold text-slate-900">
          Showtimes for <time dateTime={shownDate}>{formatShowDate(shownDate, { weekday: 'long', month: 'long', day: 'numeric' })}</time>
          {placeName ? ` in ${placeName}` : null}
        </h2>
        <FreshnessLabel updatedAt={day.dataUpdatedAt} />
      </div>

      {cities.length > 1 || locationSlug ? (
        <nav aria-label="Choose a location" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            {[[undefined, 'All locations'] as const, ...cities].map(([slug, name]) => {
              const current = slug === locationSlug
              return (
                <li key={slug ?? 'all'} className="shrink-0">
                  <Link
                    to={locationHref(slug)}
                    search={shownDate === date ? { date } : {}}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold',
                      current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                    )}
                  >
                    {name}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}

      {inLocation.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
          {placeName ? `${movie.title} is not showing in ${placeName} on this date.` : 'No showtimes available for the selected date. Please choose a different date.'}
        </p>
      ) : (
        <CinemaShowtimesList cinemas={inLocation} movieId={movie.id} date={shownDate} now={now} />
      )}
    </section>
  )
}

/** The "city id" of the address is no city or province we list cinemas in. */
function LocationNotFound({ slug, allHref }: { slug: string; allHref: string }) {
  return (
    <section aria-labelledby="location-not-found-heading" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <h2 id="location-not-found-heading" className="text-lg font-bold text-slate-900">
        Location not found
      </h2>
      <p className="mt-2 text-slate-700">We don&rsquo;t list cinemas in &ldquo;{slug}&rdquo;.</p>
      <Link to={allHref} className="mt-4 inline-block font-semibold text-blue-700 hover:underline">
        Showtimes in every location
      </Link>
    </section>
  )
}
