import { useEffect, useId } from 'react'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Building2, CalendarDays, CreditCard, Film, LogIn, MapPin } from 'lucide-react'
import type { MovieSummary, ScheduleEntry, Theater } from '@contracts/movies'
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@contracts/ticket-info'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { safeRedirectPath } from '@/features/auth/redirect-path'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { normaliseRating, ratingBadgeStyle } from '@/features/movies/lib/rating'
import { normaliseRuntime } from '@/features/movies/lib/runtime'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { usePageTitle } from '@/lib/use-page-title'
import { useSchedule } from '../api/get-schedule'
import { applyFilters, availableFormats } from '../lib/showtime-filters'
import { manilaDate } from '@/lib/manila'
import { formatShowDate, isAdvanceBooking } from '../lib/showtime'
import { useCanonical, useMetaDescription } from '../lib/use-canonical'
import { useNow } from '../lib/use-now'
import { useShowtimeFilters } from '../lib/use-showtime-filters'
import { FreshnessLabel } from '@/components/freshness-label'
import { OfflineUnavailable } from '@/components/offline-unavailable'
import { isOfflineError } from '@/lib/connectivity'
import { ShowtimeChip } from './showtime-chip'
import { ShowtimeFilterBar } from './showtime-filter-bar'
import { ShowtimesEmpty } from './showtimes-empty'
import { send, ticketPurchaseFunnelEvent, ticketStepEvent, type MovieEventFields } from '@/features/analytics/events'

/** A ticket funnel step of doc 1 §7 (the named event and ticket_purchase_funnel naming it). */
function trackStep(step: 'theater_selected' | 'buy_tickets_click', fields: MovieEventFields): void {
  send(ticketStepEvent(step, fields))
  send(ticketPurchaseFunnelEvent(step, fields))
}

/**
 * The schedule error screen's text (spec doc 2 §8): the server's own message ('Invalid Date',
 * 'Theater not found' …) when it sent one, else the generic advice.
 */
function scheduleErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? 'Please try again later or go back to select a different movie.'
}

/** The seat page of one showtime (spec doc 2 §2), with date, time and price in the query. */
export function seatHref(theaterId: number, movieId: number, entry: ScheduleEntry): string {
  const search = new URLSearchParams({ date: entry.show_date, time: entry.show_time, price: entry.price.toFixed(2) })
  return `/movies/tickets/${theaterId}/schedule/${movieId}/seat/${entry.id}?${search.toString()}`
}

/** Words of the visitor's note (decision 048), in one place. */
const VISITOR_NOTE = {
  signIn: 'Please log in to purchase tickets.',
  how: 'Choose a showtime to sign in or create an account with an email code; you come back to its seats.',
  link: 'Sign in or sign up',
} as const

/**
 * Showtime selection (spec doc 2 §2, §4, §8): a date dropdown from available_schedule, the day's
 * showtimes (past ones disabled and greyed out; the others link to the seat page, where a visitor
 * signs in or up first and comes back to the same showtime: decision 048), the movie and theater card,
 * and every error and empty state of the schedule.
 */
export function ShowtimePage({ theaterId, movieId, date, onDateChange }: { theaterId: string; movieId: string; date?: string; onDateChange: (date: string) => void }) {
  const schedule = useSchedule(theaterId, movieId, date)
  const user = useCurrentUser()
  // Whether this cinema's group can take payments (decision 045): said here, before any seat is chosen.
  const ticketInfo = useQuery(ticketInfoQuery())
  const now = useNow()
  const router = useRouter()
  const location = useLocation()
  const selectId = useId()
  const [filters, setFilters] = useShowtimeFilters()
  const data = schedule.data?.data
  usePageTitle(data ? `${data.movie.title} at ${data.cinema.theater_name}` : 'Showtimes')
  useMetaDescription(
    data ? `Showtimes and ticket prices of ${data.movie.title} at ${data.cinema.theater_name}, ${data.cinema.mall_name}, ${data.cinema.city}.` : null,
  )
  useCanonical(`/movies/theater/${encodeURIComponent(theaterId)}/schedule/${encodeURIComponent(movieId)}`)
  // theater_selected: this cinema's showtimes of the movie are on screen (once per movie and cinema).
  const selected = data?.movie ? { movieId: data.movie.movie_id, movieTitle: data.movie.title, theaterId: data.cinema.theater_id, theaterName: data.cinema.theater_name } : null
  const selectedKey = selected ? `${selected.movieId}:${selected.theaterId}` : null
  useEffect(() => {
    if (selected) trackStep('theater_selected', selected)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per movie and cinema, not per refetch
  }, [selectedKey])

  if (schedule.isPending) return <PageSpinner label="Loading showtimes…" />
  // Saved data stays on screen when a refresh fails (offline): only a missing schedule is an error.
  if (!data) {
    if (isOfflineError(schedule.error)) return <OfflineUnavailable onRetry={() => void schedule.refetch()} />
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="schedule-error">
        <h1 id="schedule-error" className="text-2xl font-bold text-slate-900">
          Unable to load schedule
        </h1>
        <p className="mt-3 text-slate-700">{scheduleErrorMessage(schedule.error)}</p>
        <Button className="mt-6" onClick={() => router.history.back()}>
          Go Back
        </Button>
      </section>
    )
  }

  const signedIn = Boolean(user.data)
  const group = ticketInfo.data?.groups.find((entry) => entry.cinemas.some((cinema) => cinema.id === data.cinema.theater_id))
  const cannotPay = group !== undefined && !group.paymentAvailable
  const formats = availableFormats(data.schedule)
  const activeFilters = { ...filters, formats: filters.formats.filter((format) => formats.includes(format)) }
  const isToday = data.schedule_date === manilaDate(now)
  const shown = applyFilters(data.schedule, { ...activeFilters, laterToday: activeFilters.laterToday && isToday }, now)
  const dates = data.available_schedule.includes(data.schedule_date) ? data.available_schedule : [data.schedule_date, ...data.available_schedule]

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-5">
        <header className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Select a showtime</p>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{data.movie.title}</h1>
          <p className="text-slate-700">{data.cinema.theater_name}</p>
        </header>

        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor={selectId} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              Date
            </label>
            <select
              id={selectId}
              value={data.schedule_date}
              onChange={(event) => onDateChange(event.target.value)}
              className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              {dates.map((option) => (
                <option key={option} value={option}>
                  {formatShowDate(option, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
                </option>
              ))}
            </select>
          </div>
          {isAdvanceBooking(data.schedule_date, now) ? (
            <span className="mb-2 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">Advanced Booking</span>
          ) : null}
          <div className="mb-2 ml-auto">
            <FreshnessLabel updatedAt={schedule.dataUpdatedAt} />
          </div>
        </div>

        <ShowtimeFilterBar formats={formats} filters={activeFilters} onChange={setFilters} showLaterToday={isToday} />

        {cannotPay ? (
          <p role="note" data-testid="payment-unavailable" className="flex items-start gap-2 rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm font-medium text-slate-900">
            <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {PAYMENT_UNAVAILABLE_MESSAGE}
          </p>
        ) : !signedIn && user.isFetched ? (
          <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
            <div className="min-w-0 flex-1 basis-52 space-y-1">
              <p className="font-medium">{VISITOR_NOTE.signIn}</p>
              <p>{VISITOR_NOTE.how}</p>
            </div>
            <Link to="/auth" search={{ redirect_to: safeRedirectPath(location.href) }} className={buttonClasses({ size: 'sm' })}>
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {VISITOR_NOTE.link}
            </Link>
          </div>
        ) : null}

        {data.schedule.length === 0 ? (
          <ShowtimesEmpty reason="none" onFiltersChange={setFilters} />
        ) : shown.length === 0 ? (
          <ShowtimesEmpty reason="filtered" onFiltersChange={setFilters} />
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" aria-label="Showtimes">
            {shown.map((entry) => (
              <li
                key={entry.id}
                className="[&>*]:w-full"
                // buy_tickets_click: a showtime chosen on its way to the seat page (a visitor signs in or up there first).
                onClickCapture={(event) => {
                  if (!(event.target as Element).closest('a')) return
                  trackStep('buy_tickets_click', {
                    movieId: data.movie.movie_id,
                    movieTitle: data.movie.title,
                    theaterId: data.cinema.theater_id,
                    theaterName: data.cinema.theater_name,
                    showtimeId: entry.id,
                    showDatetime: entry.show_datetime,
                  })
                }}
              >
                <ShowtimeChip entry={entry} now={now} showPrice href={cannotPay ? undefined : seatHref(data.cinema.theater_id, data.movie.movie_id, entry)} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <InfoCard movie={data.movie} cinema={data.cinema} />
      <ScreeningJsonLd movie={data.movie} cinema={data.cinema} schedule={data.schedule} />
    </div>
  )
}

function InfoCard({ movie, cinema }: { movie: MovieSummary | null | undefined; cinema: Theater }) {
  return (
    <aside className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label="Movie and theater">
      {movie ? (
        <div className="flex gap-3">
          {movie.poster ? (
            <img src={movie.poster} alt="" width={80} height={118} className="h-[118px] w-20 shrink-0 rounded-md bg-slate-200 object-cover" />
          ) : (
            <div className="flex h-[118px] w-20 shrink-0 items-center justify-center rounded-md bg-slate-200 text-slate-500">
              <Film className="h-6 w-6" aria-hidden="true" />
            </div>
          )}
          <div className="min-w-0 space-y-1 text-sm">
            <p className="font-bold text-slate-900">
              <Link to={movie.url} className="hover:underline">
                {movie.title}
              </Link>
            </p>
            {movie.mtrcb_rating ? (
              <p>
                <span className={cn('rounded px-1.5 text-xs font-bold', ratingBadgeStyle(movie.mtrcb_rating).className)}>
                  <span className="sr-only">Rated </span>
                  {normaliseRating(movie.mtrcb_rating)}
                </span>
              </p>
            ) : null}
            {movie.running_minutes ?? movie.running_time ? <p className="text-slate-700">{normaliseRuntime(movie.running_minutes ?? movie.running_time)}</p> : null}
            {movie.genre.length ? <p className="text-slate-600">{movie.genre.join(', ')}</p> : null}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Movie information not available.</p>
      )}
      <div className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <p className="font-bold text-slate-900">
          <Link to="/movies/theaters/$slug" params={{ slug: cinema.slug }} className="hover:underline">
            {cinema.theater_name}
          </Link>
        </p>
        <p className="flex items-center gap-1.5 text-slate-700">
          <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {cinema.mall_name}
        </p>
        <p className="flex items-start gap-1.5 text-slate-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {cinema.address}
        </p>
      </div>
    </aside>
  )
}

function ScreeningJsonLd({ movie, cinema, schedule }: { movie: MovieSummary; cinema: Theater; schedule: ScheduleEntry[] }) {
  const json = schedule.map((entry) => ({
    '@context': 'https://schema.org',
    '@type': 'ScreeningEvent',
    name: movie.title,
    startDate: entry.show_datetime,
    videoFormat: entry.screening_type_display,
    workPresented: { '@type': 'Movie', name: movie.title },
    location: { '@type': 'MovieTheater', name: cinema.theater_name, address: cinema.address },
    offers: { '@type': 'Offer', price: entry.price.toFixed(2), priceCurrency: 'PHP', availability: entry.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' },
  }))
  if (json.length === 0) return null
  return <script type="application/ld+json">{JSON.stringify(json).replace(/</g, '\\u003c')}</script>
}

