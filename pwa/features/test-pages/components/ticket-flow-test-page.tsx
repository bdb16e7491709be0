import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react'
import type { ScheduleEntry, TheaterDayResponse } from '@contracts/movies'
import { seatMapQuery } from '@/features/tickets/api/get-seat-map'
import { ticketInfoQuery } from '@/features/tickets/api/get-ticket-info'
import { theaterDayQuery } from '@/features/theaters/api/get-theater-day'
import { useNow } from '@/features/theaters/lib/use-now'
import { manilaDate } from '@/lib/manila'
import { usePageTitle } from '@/lib/use-page-title'

type StepState = 'pass' | 'fail' | 'wait'

/** The first showtime still ahead in a cinema's day. */
function firstShowtime(day: TheaterDayResponse | undefined, now: Date): { entry: ScheduleEntry; movieTitle: string } | null {
  for (const { movie, schedule } of day?.data.movies ?? []) {
    const entry = schedule.find((candidate) => Date.parse(candidate.show_datetime) > now.getTime())
    if (entry) return { entry, movieTitle: movie.title }
  }
  return null
}

/**
 * /test-ticket-flow (doc 3, Ticket flow test pages; staff only): walks the read side of the ticket flow against the
 * running site, step by step: the cinemas selling, tomorrow's schedule at the first of them, that showtime's seat map
 * with its sales state, then links into the real seat page to go on by hand (holds and payments are real).
 */
export function TicketFlowTestPage() {
  usePageTitle('Ticket flow test · Test')
  const now = useNow()
  const tomorrow = manilaDate(new Date(now.getTime() + 86_400_000))
  const info = useQuery(ticketInfoQuery())
  const cinema = info.data?.groups.find((group) => group.salesEnabled)?.cinemas[0] ?? null
  const day = useQuery({ ...theaterDayQuery(cinema?.slug ?? '', tomorrow), enabled: cinema !== null })
  const show = firstShowtime(day.data, now)
  const seats = useQuery({ ...seatMapQuery(show?.entry.id ?? 0), enabled: show !== null, refetchInterval: false })
  const seatCount = seats.data?.rows.reduce((sum, row) => sum + row.cells.filter((cell) => cell.type === 'seat').length, 0) ?? 0

  const state = (done: boolean, failed: boolean): StepState => (failed ? 'fail' : done ? 'pass' : 'wait')
  const steps: { title: string; state: StepState; detail: string }[] = [
    {
      title: 'Cinemas selling tickets',
      state: state(cinema !== null, info.isError || (info.isSuccess && cinema === null)),
      detail: info.isError ? 'GET /api/ticket-settings failed.' : cinema ? `${cinema.name} (${cinema.mallName}) is the first.` : info.isSuccess ? 'No cinema group has sales on.' : 'Reading /api/ticket-settings…',
    },
    {
      title: `Tomorrow’s schedule (${tomorrow})`,
      state: state(show !== null, day.isError || (day.isSuccess && show === null)),
      detail: day.isError ? 'The schedule could not be read.' : show ? `${show.movieTitle} at ${show.entry.show_time}, ₱${show.entry.price_text}.` : day.isSuccess ? 'No showtime tomorrow at this cinema.' : 'Waiting for the step above.',
    },
    {
      title: 'Seat map of that showtime',
      state: state(seats.isSuccess && seats.data.salesOpen, seats.isError || (seats.isSuccess && !seats.data.salesOpen)),
      detail: seats.isError
        ? 'GET /api/showtimes/{id}/seats failed.'
        : seats.data
          ? `${seatCount} seats in ${seats.data.showtime.hall?.name ?? 'the hall'}; sales ${seats.data.salesOpen ? 'open' : 'closed'}; holds last ${seats.data.holdMinutes} min.`
          : 'Waiting for the step above.',
    },
  ]

  return (
    <section aria-labelledby="ticket-flow-title" className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-8">
      <h1 id="ticket-flow-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Ticket flow test
      </h1>
      <p className="mt-2 text-slate-700">The read side of buying a ticket, checked against this site now. Holds and payments are real: go on by hand from the seat page.</p>
      <ol className="mt-6 space-y-3" aria-label="Steps">
        {steps.map((step) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-state={step.state}>
            {step.state === 'pass' ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-label="Passed" />
            ) : step.state === 'fail' ? (
              <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-label="Failed" />
            ) : (
              <CircleDashed className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-label="Waiting" />
            )}
            <div>
              <h2 className="font-semibold text-slate-900">{step.title}</h2>
              <p className="text-sm text-slate-700">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      {show && cinema ? (
        <Link
          to="/movies/tickets/$theaterId/schedule/$movieId/seat/$scheduleId"
          params={{ theaterId: String(show.entry.theater_id), movieId: String(show.entry.movie_id), scheduleId: String(show.entry.id) }}
          className="mt-6 inline-block font-semibold text-blue-700 hover:underline"
        >
          Open the seat page of this showtime
        </Link>
      ) : null}
    </section>
  )
}
