import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { movieQuery } from '@/features/movies/api/get-movie'
import { CinemaShowtimesList } from '@/features/movies/components/cinema-showtimes-list'
import { savedCoordinates, useShowtimesOnDay } from '@/features/movies/api/get-showtimes-today'
import { formatReleaseDate } from '@/features/movies/lib/format'
import { manilaDate } from '@/lib/manila'
import { loadMovieSubPageHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/title/$hash/$slug/tickets')({
  loader: ({ context, params }) => loadMovieSubPageHead(context.queryClient, params.hash, 'tickets', context.origin),
  head: headFromLoader,
  component: WhereToWatchPage,
})

/** "Where to watch it today": the cinemas showing the movie today (Manila), nearest first, with their times. */
function WhereToWatchPage() {
  const params = Route.useParams()
  const { data: movie } = useSuspenseQuery(movieQuery(params.hash))
  const [now] = useState(() => new Date())
  const [coordinates] = useState(savedCoordinates)
  const today = manilaDate(now)
  const { data: cinemas, isPending, isError, refetch } = useShowtimesOnDay(movie.id, today, coordinates)

  return (
    <section aria-labelledby="where-to-watch-heading">
      <h2 id="where-to-watch-heading" className="text-lg font-bold text-slate-900">
        Where to watch today
      </h2>
      <p className="mb-4 text-sm text-slate-700">{formatReleaseDate(today)} · nearest cinemas first</p>
      {isPending ? (
        <PageSpinner label="Finding cinemas…" />
      ) : isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-900">Failed to load showtimes. Please try again.</p>
          <Button className="mt-4" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : cinemas.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {movie.title} is not showing in any cinema today.
        </p>
      ) : (
        <CinemaShowtimesList cinemas={cinemas} movieId={movie.id} date={today} now={now} />
      )}
    </section>
  )
}
