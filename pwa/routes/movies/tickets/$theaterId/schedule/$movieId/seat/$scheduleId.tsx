import { createFileRoute } from '@tanstack/react-router'
import { NeedsNetwork } from '@/components/needs-network'
import { currentUserQuery, useCurrentUser } from '@/features/auth/api/get-current-user'
import { seatMapQuery } from '@/features/tickets/api/get-seat-map'
import { SeatPage } from '@/features/tickets/components/seat-page'
import { SeatSignIn } from '@/features/tickets/components/seat-sign-in'
import { useHeadTitle } from '@/features/tickets/lib/use-head-title'

export interface SeatSearch {
  date?: string
  time?: string
  price?: string
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)

/**
 * The seat page of a showtime (issue 17, decision 037). Visitors cannot open its seats (spec doc 2 §2): they read
 * 'Please log in to purchase tickets.' with the sign-in and the sign-up right there, and signing in draws the seats of
 * this same showtime (decision 048). The query string of the showtime link (date, time, price) is kept for old links;
 * the map itself (and the real price) comes from the API.
 */
export const Route = createFileRoute('/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId')({
  validateSearch: (search: Record<string, unknown>): SeatSearch => ({ date: text(search.date), time: text(search.time), price: text(search.price) }),
  head: () => ({ meta: [{ title: 'Choose Seats' }, { name: 'description', content: 'Choose your seats for this showtime and hold them while you pay.' }] }),
  loader: async ({ context, params }) => {
    // Only a signed-in buyer may read the seats (the API answers a visitor 401); a visitor's come after signing in here.
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    if (user) void context.queryClient.prefetchQuery(seatMapQuery(params.scheduleId))
  },
  component: SeatRoute,
})

function SeatRoute() {
  useHeadTitle()
  const { theaterId, movieId, scheduleId } = Route.useParams()
  const { data: user } = useCurrentUser()
  if (user === undefined) return <p className="px-4 py-8 text-center text-slate-700" role="status">Checking your sign-in…</p>
  if (user === null) return <SeatSignIn theaterId={theaterId} movieId={movieId} />
  return (
    <>
      <NeedsNetwork action="buyTickets" className="mx-auto max-w-3xl px-4 pt-6" />
      <SeatPage key={scheduleId} theaterId={theaterId} movieId={movieId} scheduleId={scheduleId} />
    </>
  )
}
