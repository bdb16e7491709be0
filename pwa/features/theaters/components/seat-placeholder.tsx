import { Link } from '@tanstack/react-router'
import { Ticket } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'
import { formatPesos } from '@/lib/manila'
import { formatShowDate } from '../lib/showtime'

/** The chosen showtime, before the (not yet specified) seat map of the ticket flow. */
export function SeatPlaceholder({ theaterId, movieId, date, time, price }: { theaterId: string; movieId: string; date?: string; time?: string; price?: string }) {
  usePageTitle('Choose your seats')
  const pesos = price !== undefined && Number.isFinite(Number(price)) ? formatPesos(Number(price)) : null
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="seat-title">
      <Ticket className="mx-auto h-10 w-10 text-blue-700" aria-hidden="true" />
      <h1 id="seat-title" className="mt-4 text-2xl font-bold text-slate-900">
        Choose your seats
      </h1>
      <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 text-left text-sm">
        <dt className="text-slate-600">Date</dt>
        <dd className="font-semibold text-slate-900">{date ? formatShowDate(date, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' }) : '—'}</dd>
        <dt className="text-slate-600">Time</dt>
        <dd className="font-semibold text-slate-900">{time ?? '—'}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="font-semibold text-slate-900">{pesos ?? '—'}</dd>
      </dl>
      <p className="mt-6 text-slate-700">Online seat selection is not open for this cinema yet. Please buy at the cinema&rsquo;s ticket counter.</p>
      <Link
        to="/movies/tickets/$theaterId/schedule/$movieId"
        params={{ theaterId, movieId }}
        search={{ date }}
        className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
      >
        Back to showtimes
      </Link>
    </section>
  )
}
