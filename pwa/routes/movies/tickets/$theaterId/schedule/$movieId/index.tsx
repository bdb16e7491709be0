import { createFileRoute } from '@tanstack/react-router'
import { NeedsNetwork } from '@/components/needs-network'
import { scheduleQuery } from '@/features/theaters/api/get-schedule'
import { ShowtimePage } from '@/features/theaters/components/showtime-page'

export interface ShowtimeSearch {
  date?: string
}

/**
 * Showtime selection (spec doc 2 §2): /movies/tickets/{theaterId}/schedule/{movieId}?date=YYYY-MM-DD.
 * The date is passed on as typed; the API answers 'Invalid Date' for anything that is not a real date.
 * (No zod here: this part of a route file is in the entry chunk.)
 */
export const Route = createFileRoute('/movies/tickets/$theaterId/schedule/$movieId/')({
  validateSearch: (search: Record<string, unknown>): ShowtimeSearch => {
    const date = typeof search.date === 'string' || typeof search.date === 'number' ? String(search.date).trim() : ''
    return date ? { date } : {}
  },
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, params, deps }) => void context.queryClient.prefetchQuery(scheduleQuery(params.theaterId, params.movieId, deps.date)),
  component: ShowtimeRoute,
})

function ShowtimeRoute() {
  const { theaterId, movieId } = Route.useParams()
  const { date } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <NeedsNetwork action="buyTickets" className="mx-auto max-w-5xl px-4 pt-6" />
      <ShowtimePage
        theaterId={theaterId}
        movieId={movieId}
        date={date}
        onDateChange={(next) => void navigate({ search: { date: next }, replace: true, resetScroll: false })}
      />
    </>
  )
}
