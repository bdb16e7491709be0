import { createFileRoute } from '@tanstack/react-router'
import { NeedsNetwork } from '@/components/needs-network'
import { requireSignedIn } from '@/features/auth/guards'
import { SeatPlaceholder } from '@/features/theaters/components/seat-placeholder'

export interface SeatSearch {
  date?: string
  time?: string
  price?: string
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)

/**
 * The seat page of a showtime. Visitors cannot open it (spec doc 2 §2): they are sent to sign in
 * first. The seat map itself belongs to the ticket flow, which the spec does not show; this page
 * confirms the chosen showtime and says so.
 */
export const Route = createFileRoute('/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId')({
  validateSearch: (search: Record<string, unknown>): SeatSearch => ({ date: text(search.date), time: text(search.time), price: text(search.price) }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  component: SeatRoute,
})

function SeatRoute() {
  const { theaterId, movieId } = Route.useParams()
  const search = Route.useSearch()
  return (
    <>
      <NeedsNetwork action="buyTickets" className="mx-auto max-w-xl px-4 pt-6" />
      <SeatPlaceholder theaterId={theaterId} movieId={movieId} date={search.date} time={search.time} price={search.price} />
    </>
  )
}
