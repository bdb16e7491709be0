import { createFileRoute } from '@tanstack/react-router'
import { NeedsNetwork } from '@/components/needs-network'
import { requireSignedIn } from '@/features/auth/guards'
import { seatMapQuery } from '@/features/tickets/api/get-seat-map'
import { SeatPage } from '@/features/tickets/components/seat-page'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

export interface SeatSearch {
  date?: string
  time?: string
  price?: string
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)

/**
 * The seat page of a showtime (issue 17, decision 037). Visitors cannot open it (spec doc 2 §2): they are sent
 * to sign in first. The query string of the showtime link (date, time, price) is kept for old links; the map
 * itself (and the real price) comes from the API.
 */
export const Route = createFileRoute('/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId')({
  validateSearch: (search: Record<string, unknown>): SeatSearch => ({ date: text(search.date), time: text(search.time), price: text(search.price) }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  head: () => ({ meta: [{ title: 'Choose Seats' }, { name: 'description', content: 'Choose your seats for this showtime and hold them while you pay.' }] }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(seatMapQuery(params.scheduleId)),
  component: SeatRoute,
})

function SeatRoute() {
  useHeadTitle()
  const { theaterId, movieId, scheduleId } = Route.useParams()
  return (
    <>
      <NeedsNetwork action="buyTickets" className="mx-auto max-w-3xl px-4 pt-6" />
      <SeatPage key={scheduleId} theaterId={theaterId} movieId={movieId} scheduleId={scheduleId} />
    </>
  )
}
